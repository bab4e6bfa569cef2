// The shared replay store for x-api-key nonces (protocol.md "Verifying", step 4). Nonces are
// claimed by the request gate (request-gate.ts); this is the housekeeping half.
import { lt } from 'drizzle-orm';

import { NONCE_TTL_SECONDS } from '@/lib/protocol/sign';

import type { Db } from '../../db/client';
import { apiNonces } from '../../db/schema/security';

/**
 * Deletes nonces older than NONCE_TTL_SECONDS. Only housekeeping: such a row can block nothing a
 * valid request could send, because its t would already fail the ±300 s skew check.
 */
export async function pruneNonces(db: Db, nowMs: number): Promise<void> {
  await db
    .delete(apiNonces)
    .where(lt(apiNonces.seenAt, new Date(nowMs - NONCE_TTL_SECONDS * 1000)));
}
