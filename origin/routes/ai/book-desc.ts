// 书评 (§7 "Text to novel", ours; docs/ai-api.md "书评"): a book description streamed as it is
// written (docs/protocol.md "Streaming"). Secure; a guest's session will do.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { prepareBookDesc } from '../../services/ai/book-desc';

export function aiBookDescHandlers(deps: RouteDeps): Handlers {
  const { db, now, ai } = deps;
  return {
    // POST /api/app/txtToNovel/bookDesc – the description as server-sent events; free, 20 a day
    'txtToNovel/bookDesc': ({ input, session }) =>
      prepareBookDesc(
        { db, ai, now },
        { userId: session.userId, title: input.title, notes: input.notes, tone: input.tone },
      ),
  };
}
