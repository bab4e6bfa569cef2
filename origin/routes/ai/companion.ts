// AI女友 calls (§7 "AI companion", docs/ai-api.md "AI女友"): personas, 积分 and their packs, the
// synced conversation, and the reply streamed as it is written (docs/protocol.md "Streaming").
// Secure; a guest's session will do.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { prepareChat } from '../../services/ai/companion-chat';
import {
  companionBalanceOf,
  companionPackList,
  payPack,
} from '../../services/ai/companion-credits';
import { listPersonas, syncMessages } from '../../services/ai/companion-messages';

export function aiCompanionHandlers(deps: RouteDeps): Handlers {
  const { db, now, ai } = deps;
  return {
    // GET /api/app/aiGirlfriend/gianBalance – the caller's 积分 (the trial given the first time)
    'aiGirlfriend/gianBalance': ({ session }) => companionBalanceOf(db, session.userId, now()),
    // POST /api/app/aiGirlfriend/score/product/list – the 积分 packs and their diamond prices
    'aiGirlfriend/score/product/list': () => companionPackList(),
    // POST /api/app/aiGirlfriend/score/pay – buys a pack with diamonds; a repeated requestId charges once
    'aiGirlfriend/score/pay': ({ input, session }) =>
      payPack(db, {
        userId: session.userId,
        packId: input.packId,
        requestId: input.requestId,
        nowMs: now(),
      }),
    // POST /api/app/aiGirlfriend/sync – the caller's messages with a persona changed after a cursor
    'aiGirlfriend/sync': ({ input, session }) =>
      syncMessages(db, {
        userId: session.userId,
        personaId: input.personaId,
        after: input.after,
        size: input.size,
      }),
    // POST /api/app/aiGirlfriend/persona/list – the operator's personas; demo: replies marked 演示生成
    'aiGirlfriend/persona/list': async () => ({ list: await listPersonas(db), demo: ai.demo }),
    // POST /api/app/aiGirlfriend/chat – the reply as server-sent events, paid in 积分 as it streams
    'aiGirlfriend/chat': ({ input, session }) =>
      prepareChat(
        { db, ai, now },
        {
          userId: session.userId,
          personaId: input.personaId,
          mode: input.mode ?? 'say',
          text: input.text,
        },
      ),
  };
}
