// Answer shapes of the console's 财务 calls (docs/admin-api.md "Redeem batches"): 兑换码 batches,
// their uses and their CSV.
import * as v from 'valibot';

import { redeemReward } from '../money/redeem-and-wallet';

export const redeemBatchRow = v.object({
  id: v.number(),
  name: v.string(),
  reward: redeemReward,
  codeCount: v.number(),
  /** Uses each code allows (each user once). */
  maxUses: v.number(),
  /** Uses of all its codes so far. */
  usedCount: v.number(),
  /** ISO 8601; null: never expires. */
  expiresAt: v.nullable(v.string()),
  /** ISO 8601; null: in force. */
  disabledAt: v.nullable(v.string()),
  createdAt: v.string(),
  /** The operator who made it; null once they are gone. */
  createdBy: v.nullable(v.string()),
});
export type RedeemBatchRow = v.InferOutput<typeof redeemBatchRow>;

export const redeemBatchList = v.object({ items: v.array(redeemBatchRow) });
export const redeemBatchItem = v.object({ item: redeemBatchRow });

export const redeemBatchUse = v.object({
  id: v.number(),
  code: v.string(),
  userId: v.number(),
  /** The user's nickname when they have one. */
  userName: v.string(),
  usedAt: v.string(),
});
export type RedeemBatchUse = v.InferOutput<typeof redeemBatchUse>;

export const redeemBatchUses = v.object({
  items: v.array(redeemBatchUse),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type RedeemBatchUses = v.InferOutput<typeof redeemBatchUses>;

export const redeemBatchCsvFile = v.object({
  /** 兑换码-<id>-<name>.csv */
  filename: v.string(),
  /** The file's text, byte-order mark first (UTF-8 for Excel). */
  csv: v.string(),
});
