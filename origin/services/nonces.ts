// The shared replay store for x-api-key nonces (protocol.md "Verifying", step 4).
import { lt } from 'drizzle-orm';

import { NONCE_TTL_SECONDS } from '@/lib/bff/sign';

import type { Db } from '../db/client';
import { apiNonces } from '../db/schema/security';

const PRUNE_EVERY_MS = 60_000;

export type NonceStore = {
  /** True the first time a nonce is seen; false for a replay. Call only after the signature checked out. */
  claim(nonce: string, nowMs: number): Promise<boolean>;
};

export function createNonceStore(db: Db): NonceStore {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    async claim(nonce, nowMs) {
      // Pruning is only housekeeping: a row older than 600 s can block nothing a valid request
      // could send, because its t would already fail the ±300 s skew check.
      if (nowMs - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = nowMs;
        await db
          .delete(apiNonces)
          .where(lt(apiNonces.seenAt, new Date(nowMs - NONCE_TTL_SECONDS * 1000)));
      }
      const inserted = await db
        .insert(apiNonces)
        .values({ nonce, seenAt: new Date(nowMs) })
        .onConflictDoNothing({ target: apiNonces.nonce })
        .returning({ nonce: apiNonces.nonce });
      return inserted.length === 1;
    },
  };
}
