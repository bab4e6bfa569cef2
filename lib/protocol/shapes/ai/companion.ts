// Answer shapes of AI女友 (§7 "AI companion"; docs/ai-api.md "AI女友"): operator personas, the
// caller's 积分 (credits) and the packs that buy them, the conversation kept on the server, and
// the stream of a reply (aiGirlfriend/chat, ours: docs/protocol.md "Streaming").
import * as v from 'valibot';

import { MESSAGE_ROLES, MESSAGE_STATES, REPLY_ENDS } from '@/lib/domain/ai/companion';

export const companionPersona = v.object({
  id: v.number(),
  name: v.string(),
  /** IMAGE-line path (obfuscated, §5). */
  avatar: v.string(),
  /** One line under the name. */
  intro: v.string(),
  /** What the persona says first, shown before any message. */
  greeting: v.string(),
});

export const companionPersonas = v.object({
  list: v.array(companionPersona),
  /** True when replies come from the built-in demo provider: the screen marks them 演示生成. */
  demo: v.boolean(),
});

export const companionBalance = v.object({
  /** The caller's 积分. */
  balance: v.number(),
  /** The caller's diamonds (§5 tenths), for the 充值积分 sheet. */
  diamonds: v.number(),
});

export const companionPack = v.object({
  id: v.number(),
  name: v.string(),
  credits: v.number(),
  /** Diamonds (§5 tenths). */
  price: v.number(),
  tag: v.string(),
});

export const companionPacks = v.object({
  list: v.array(companionPack),
  /** A reply costs one 积分 per started block of this many characters. */
  charsPerCredit: v.number(),
});

export const companionPaid = v.object({
  order: v.object({ id: v.number(), packId: v.number(), credits: v.number(), price: v.number() }),
  /** The caller's 积分 after it. */
  balance: v.number(),
  /** The caller's diamonds after it. */
  diamonds: v.number(),
  /** Diamonds charged: 0 when this requestId was sent before (the first order answered again). */
  charged: v.number(),
});

export const companionMessage = v.object({
  id: v.number(),
  personaId: v.number(),
  role: v.picklist(MESSAGE_ROLES),
  text: v.string(),
  status: v.picklist(MESSAGE_STATES),
  /** 积分 this reply has cost (0 for the user's own). */
  credits: v.number(),
  /** Written by the demo provider: shown with 演示生成. */
  demo: v.boolean(),
  createdAt: v.number(),
});

export const companionSync = v.object({
  /** Changed since the cursor sent, in the order they changed. */
  messages: v.array(companionMessage),
  /** Send it back as `after` to get what changes next. */
  cursor: v.number(),
  /** More changes wait: ask again at once with the new cursor. */
  more: v.boolean(),
});

/** A `chunk` event of aiGirlfriend/chat: the next piece of the reply. */
export const companionChunk = v.object({
  text: v.string(),
  /** The caller's 积分 once this piece is paid for. */
  balance: v.number(),
});

/** The `end` event of aiGirlfriend/chat. */
export const companionReplyEnd = v.object({
  reason: v.picklist(REPLY_ENDS),
  /** What to tell the user ('' for a reply that simply finished). */
  tip: v.string(),
  /** The user's message as kept (null for a 继续). */
  message: v.nullable(companionMessage),
  /** The reply as kept, its whole text (a 继续's too). */
  reply: companionMessage,
  balance: v.number(),
});

export type CompanionPersona = v.InferOutput<typeof companionPersona>;
export type CompanionMessage = v.InferOutput<typeof companionMessage>;
export type CompanionReplyEnd = v.InferOutput<typeof companionReplyEnd>;
export type CompanionChunk = v.InferOutput<typeof companionChunk>;
export type CompanionPaid = v.InferOutput<typeof companionPaid>;
export type CompanionSync = v.InferOutput<typeof companionSync>;
