// Ads: the item shape in the config, and ad/click (records the click, answers the link).
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { adClicks, ads } from '../../db/schema/platform';
import { notFound } from '../../http/envelope';

export type AdItem = { id: number; position: number; title: string; cover: string } & Partial<
  Record<NonNullable<(typeof ads.$inferSelect)['linkField']>, string>
>;

/** Config item: the link under its configured field, or only the id (the app then calls ad/click). */
export function adItem(row: typeof ads.$inferSelect): AdItem {
  const item: AdItem = { id: row.id, position: row.position, title: row.title, cover: row.cover };
  if (row.linkField) item[row.linkField] = row.link;
  return item;
}

export async function clickAd(
  db: Db,
  input: { id: number; userId: number | null; ip: string },
  nowMs: number,
): Promise<{ id: number; link: string }> {
  const [row] = await db
    .update(ads)
    .set({ clickCount: sql`${ads.clickCount} + 1` })
    // A disabled ad may still sit in a cached config; it answers like an unknown one.
    .where(and(eq(ads.id, input.id), eq(ads.enabled, true)))
    .returning({ id: ads.id, link: ads.link });
  if (!row) throw notFound('广告不存在或已下线');
  await db
    .insert(adClicks)
    .values({ adId: row.id, userId: input.userId, ip: input.ip, createdAt: new Date(nowMs) });
  return { id: row.id, link: row.link };
}
