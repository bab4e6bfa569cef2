// Answer shapes of the user center: the credentials card, invitations, messages, feedback and
// the online-service entries.
import * as v from 'valibot';

import { MESSAGE_KINDS } from '@/lib/domain/account/message-kinds';

import { pageOf } from '../video';

export const credentialsCard = v.object({
  status: v.literal('card'),
  qrText: v.string(),
  userId: v.number(),
  nickname: v.string(),
  account: v.string(),
  version: v.number(),
});

export const inviteIncome = v.object({
  inviteCode: v.string(),
  invitedCount: v.number(),
  /** Diamonds earned by invitations, §5 tenths. */
  diamonds: v.number(),
  rewardPerInvite: v.number(),
  /** Whether the caller has redeemed someone's code already. */
  redeemed: v.boolean(),
  rules: v.array(v.string()),
});

export const invitee = v.object({
  id: v.number(),
  nickname: v.string(),
  avatar: v.string(),
  reward: v.number(),
  createdAt: v.number(),
});

export const messageKind = v.picklist(MESSAGE_KINDS);

export const messageItem = v.object({
  id: v.string(),
  kind: messageKind,
  title: v.string(),
  body: v.string(),
  link: v.string(),
  createdAt: v.number(),
  read: v.boolean(),
  images: v.optional(v.array(v.string())),
  reply: v.optional(v.string()),
});

export const messageLatest = v.object({
  unread: v.number(),
  kinds: v.array(
    v.object({
      kind: messageKind,
      title: v.string(),
      unread: v.number(),
      latest: v.nullable(messageItem),
    }),
  ),
});

export const messagePage = pageOf(messageItem);

export const serviceEntries = v.object({
  greeting: v.string(),
  fallback: v.string(),
  list: v.array(
    v.object({
      id: v.number(),
      question: v.string(),
      answer: v.string(),
      keywords: v.array(v.string()),
      link: v.string(),
    }),
  ),
});

export type CredentialsCard = v.InferOutput<typeof credentialsCard>;
export type InviteIncome = v.InferOutput<typeof inviteIncome>;
export type Invitee = v.InferOutput<typeof invitee>;
export type MessageKind = v.InferOutput<typeof messageKind>;
export type MessageItem = v.InferOutput<typeof messageItem>;
export type MessageLatest = v.InferOutput<typeof messageLatest>;
export type ServiceEntries = v.InferOutput<typeof serviceEntries>;
