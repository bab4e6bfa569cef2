// What a rate-limit window holds, read straight from the table (gate and batcher tests).
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/security';

/** The count of `bucket` in the one-minute window containing `nowMs`; undefined when never counted. */
export async function windowCount(
  db: Db,
  bucket: string,
  nowMs: number,
): Promise<number | undefined> {
  const start = new Date(Math.floor(nowMs / 60_000) * 60_000);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, start)));
  return row?.count;
}
