// AI女友, §7 "AI companion" (docs/ai-api.md "AI女友"): the caller's 积分 and the packs that buy
// them with diamonds, the conversation kept on the server and synced across the account's
// devices, and two calls of ours: the personas, and the reply itself, streamed as it is written
// (docs/protocol.md "Streaming"). All secure (a guest's session will do).
import { COMPANION_MESSAGE_MAX, COMPANION_SYNC_MAX } from '@/lib/domain/ai/companion';

import { defineCall } from '../../call';
import { id, integer, oneOf, optional, payload, text } from '../../fields';
import {
  companionBalance,
  companionChunk,
  companionPacks,
  companionPaid,
  companionPersonas,
  companionReplyEnd,
  companionSync,
} from '../../shapes/ai/companion';
import { aiRequestId } from './face-swap';

const AREA = 'AI companion';
const personaId = id('角色ID格式不正确');

export const AI_COMPANION_CALLS = [
  defineCall('aiGirlfriend/gianBalance', {
    area: AREA,
    method: 'GET',
    access: 'secure',
    request: payload({}),
    response: companionBalance,
    note: 'the caller’s 积分 (and diamonds, for the top-up sheet)',
  }),
  defineCall('aiGirlfriend/score/product/list', {
    repeatable: true,
    area: AREA,
    access: 'secure',
    request: payload({}),
    response: companionPacks,
    note: '积分 packs priced in diamonds',
  }),
  defineCall('aiGirlfriend/score/pay', {
    area: AREA,
    access: 'secure',
    request: payload({
      packId: id('请选择积分套餐'),
      /** The client's key for this purchase: sent again after a lost answer, it charges once. */
      requestId: aiRequestId,
    }),
    response: companionPaid,
    expects: [4010],
    note: 'buys a pack with diamonds through the ledger (4010 钻石余额不足); idempotent by `requestId` (our choice)',
  }),
  defineCall('aiGirlfriend/sync', {
    area: AREA,
    access: 'secure',
    request: payload({
      personaId,
      /** The cursor of the last sync; 0 (or none) for everything. */
      after: optional(integer('同步位置 after 格式不正确', 0, Number.MAX_SAFE_INTEGER)),
      size: optional(
        integer(`同步条数 size 需为1-${COMPANION_SYNC_MAX}的整数`, 1, COMPANION_SYNC_MAX),
      ),
    }),
    response: companionSync,
    note: 'the caller’s messages with one persona changed after a cursor, on every device of the account',
  }),
  defineCall('aiGirlfriend/persona/list', {
    repeatable: true,
    area: AREA,
    access: 'secure',
    request: payload({}),
    response: companionPersonas,
    note: 'ours: the operator’s personas, and whether replies come from the demo provider',
  }),
  defineCall('aiGirlfriend/chat', {
    area: AREA,
    access: 'secure',
    stream: true,
    request: payload({
      personaId,
      /** say: a new message; continue: the last cut reply goes on. */
      mode: optional(oneOf(['say', 'continue'], '对话方式 mode 格式不正确')),
      /** The user's message (say); counted in characters after cleaning, at most COMPANION_MESSAGE_MAX. */
      text: optional(text('消息', { max: COMPANION_MESSAGE_MAX * 2, multiline: true })),
    }),
    chunk: companionChunk,
    response: companionReplyEnd,
    expects: [4010],
    note: 'ours, streamed (SSE): the reply word by word, paid in 积分 as it streams; 4010 with no 积分, one open reply per user',
  }),
] as const;
