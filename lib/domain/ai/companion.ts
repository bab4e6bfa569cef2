// AI女友 (/ai/aiGirlfriend, §7 "AI companion"; docs/ai-api.md "AI女友"): the rules the screen and
// the origin share. A chat with an operator's persona whose replies stream word by word and are
// paid in 积分 (credits) as they stream; credits are bought in packs with diamonds.
import { formatDiamond } from '../platform/format';

/** A reply costs one credit per started block of this many characters (code points). */
export const COMPANION_CHARS_PER_CREDIT = 10;

/** Credits a reply of `chars` characters has cost: one per block started. */
export const creditsFor = (chars: number): number =>
  chars <= 0 ? 0 : Math.ceil(chars / COMPANION_CHARS_PER_CREDIT);

/** Characters the credits paid for a reply cover. */
export const charsCovered = (credits: number): number => credits * COMPANION_CHARS_PER_CREDIT;

/**
 * 积分 every user is given once, to try a persona before buying: about 30 characters of a reply.
 * Given, not bought: a guest's unspent trial stays behind when they log into an account.
 */
export const COMPANION_TRIAL_CREDITS = 3;

/** The price line the screen shows. */
export const COMPANION_PRICE_TEXT = `每${COMPANION_CHARS_PER_CREDIT}个字消耗1积分`;

/** Longest message a user may send (characters, after cleaning). */
export const COMPANION_MESSAGE_MAX = 300;
/** Most characters one turn of the reply may add (a 继续 adds up to as many again). */
export const COMPANION_REPLY_MAX = 300;
/** Earlier messages of the conversation the model is given with a new message. */
export const COMPANION_CONTEXT_MESSAGES = 20;
/**
 * A reply left streaming longer than this is taken as dead (its origin process went away) and
 * no longer holds the user's one open reply. Longer than any reply may take (REPLY_MAX_MS).
 */
export const COMPANION_REPLY_LEASE_MS = 3 * 60_000;
/** A reply still streaming after this is cut off by the origin. */
export const COMPANION_REPLY_MAX_MS = 2 * 60_000;
/** Messages one sync answers at most, and by default. */
export const COMPANION_SYNC_MAX = 100;
export const COMPANION_SYNC_DEFAULT = 50;

/** A credit pack: `price` in diamonds (§5 tenths). */
export type CompanionPack = {
  id: number;
  name: string;
  credits: number;
  price: number;
  /** A short badge ('' for none). */
  tag: string;
};

/** The packs on sale (score/product/list), cheapest first. */
export const COMPANION_PACKS: readonly CompanionPack[] = [
  { id: 1, name: '体验包', credits: 100, price: 100, tag: '' },
  { id: 2, name: '畅聊包', credits: 600, price: 500, tag: '多送20%' },
  { id: 3, name: '尊享包', credits: 1500, price: 1000, tag: '多送50%' },
];

export const companionPack = (id: number): CompanionPack | undefined =>
  COMPANION_PACKS.find((p) => p.id === id);

export const packPriceText = (price: number): string => `${formatDiamond(price)}钻石`;

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/**
 * A reply's state. streaming: being written; done: finished; stopped: the user's 停止 (or a
 * connection gone); credits: cut off when the credits ran out; filtered: cut off by the text
 * rules; failed: the provider failed mid-reply. A user's message is always done.
 */
export const MESSAGE_STATES = [
  'streaming',
  'done',
  'stopped',
  'credits',
  'filtered',
  'failed',
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** How a reply's stream ended (the `end` event's `reason`). */
export const REPLY_ENDS = ['done', 'credits', 'filtered', 'length'] as const;
export type ReplyEnd = (typeof REPLY_ENDS)[number];

const STATE_MARK: Partial<Record<MessageState, string>> = {
  stopped: '已停止',
  credits: '积分不足，回复已中断',
  filtered: '回复未通过社区规范，已中断',
  failed: '回复中断',
};

/** The note under a reply that did not finish ('' for a finished or still streaming one). */
export const messageMark = (state: MessageState): string => STATE_MARK[state] ?? '';

/** A cut reply the user may ask to go on with (继续). */
export const canContinue = (state: MessageState): boolean =>
  state === 'credits' || state === 'stopped' || state === 'failed';

export const TIP_COMPANION_NO_CREDITS = '积分不足，请先充值积分';
export const TIP_COMPANION_OUT_OF_CREDITS = '积分已用完，回复已中断，充值后可点“继续”';
export const TIP_COMPANION_FILTERED = '回复内容未通过社区规范，已中断';
export const TIP_COMPANION_BUSY = '上一条回复还在生成中，请稍后再试';
export const TIP_COMPANION_EMPTY = '请输入消息';
// The same words as the origin's check (lib/domain/ai/text-rules.ts checkAiText, label 消息).
export const TIP_COMPANION_TOO_LONG = `消息最多${COMPANION_MESSAGE_MAX}个字`;
export const TIP_COMPANION_NOTHING_TO_CONTINUE = '没有可以继续的回复';
export const TIP_PERSONA_NOT_FOUND = '角色不存在或已下架';
export const TIP_PACK_NOT_FOUND = '积分套餐不存在或已下架';

/** What the `end` event's reason tells the user ('' for a reply that simply finished). */
export function replyEndTip(reason: ReplyEnd): string {
  if (reason === 'credits') return TIP_COMPANION_OUT_OF_CREDITS;
  if (reason === 'filtered') return TIP_COMPANION_FILTERED;
  return '';
}

/** Why the message cannot be sent yet, or null (the origin says the same, and more). */
export function messageBlocker(text: string): string | null {
  const length = [...text.trim()].length;
  if (length === 0) return TIP_COMPANION_EMPTY;
  if (length > COMPANION_MESSAGE_MAX) return TIP_COMPANION_TOO_LONG;
  return null;
}

/** Whether the credits cover at least the first block of a reply. */
export const canAffordReply = (balance: number): boolean => balance >= 1;

/** Of `want` more characters after `sent`, how many the `paid` credits already cover. */
export const coveredNow = (sent: number, paid: number, want: number): number =>
  Math.max(0, Math.min(want, charsCovered(paid) - sent));

/** A conversation with what a sync or a reply brought: each message once (the newer copy), by id. */
export function mergeMessages<T extends { id: number }>(
  list: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
