// 应用推荐 (apps/list, /page, /click; docs/welfare-api.md): the operator's enabled apps in their
// order, and a tap counted (a row per click, like ad/click) before the app gets the link.
import { and, asc, count, eq, sql } from 'drizzle-orm';

import { TIP_APP_NOT_FOUND } from '@/lib/domain/welfare';
import type { AppItem } from '@/lib/protocol/shapes/welfare';

import type { Db } from '../db/client';
import { appClicks, apps } from '../db/schema/welfare';
import { notFound } from '../http/envelope';
import type { PageOf } from './media-types';
import { pageOf, type PageRequest } from './paging';

const item = {
  id: apps.id,
  name: apps.name,
  icon: apps.icon,
  description: apps.description,
  url: apps.url,
};
const shown = eq(apps.enabled, true);

export async function listApps(db: Db): Promise<{ list: AppItem[] }> {
  const list = await db.select(item).from(apps).where(shown).orderBy(asc(apps.sort), asc(apps.id));
  return { list };
}

export async function appsPage(db: Db, request: PageRequest): Promise<PageOf<AppItem>> {
  const [total] = await db.select({ n: count() }).from(apps).where(shown);
  const list = await db
    .select(item)
    .from(apps)
    .where(shown)
    .orderBy(asc(apps.sort), asc(apps.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return pageOf(list, request, total?.n ?? 0);
}

export async function clickApp(
  db: Db,
  input: { id: number; userId: number | null; ip: string },
  nowMs: number,
): Promise<{ id: number; url: string }> {
  const [row] = await db
    .update(apps)
    .set({ clickCount: sql`${apps.clickCount} + 1` })
    // A withdrawn app may still be on a screen loaded earlier; it answers like an unknown one.
    .where(and(eq(apps.id, input.id), shown))
    .returning({ id: apps.id, url: apps.url });
  if (!row) throw notFound(TIP_APP_NOT_FOUND);
  await db
    .insert(appClicks)
    .values({ appId: row.id, userId: input.userId, ip: input.ip, createdAt: new Date(nowMs) });
  return row;
}
