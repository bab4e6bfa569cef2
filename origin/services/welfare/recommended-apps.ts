// 应用推荐 (apps/list, /page, /click; docs/welfare-api.md): the operator's enabled apps in their
// order, and a tap counted (a row per click, like ad/click) before the app gets the link. Links to
// the origin's own app pages are answered absolute, on `base` (the origin as browsers reach it).
import { and, asc, count, eq, sql } from 'drizzle-orm';

import { appLinkFor } from '@/lib/domain/platform/app-links';
import { TIP_APP_NOT_FOUND } from '@/lib/domain/welfare/welfare';
import type { AppItem } from '@/lib/protocol/shapes/welfare/tasks';

import type { Db } from '../../db/client';
import { appClicks, apps } from '../../db/schema/welfare';
import { notFound } from '../../http/envelope';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';

const item = {
  id: apps.id,
  name: apps.name,
  icon: apps.icon,
  description: apps.description,
  url: apps.url,
};
const shown = eq(apps.enabled, true);

const linked = (base: string) => (app: AppItem) => ({ ...app, url: appLinkFor(app.url, base) });

export async function listApps(db: Db, base: string): Promise<{ list: AppItem[] }> {
  const list = await db.select(item).from(apps).where(shown).orderBy(asc(apps.sort), asc(apps.id));
  return { list: list.map(linked(base)) };
}

/** The enabled app whose stored link is `path` (one of the origin's app pages), or null. */
export async function appAtPage(db: Db, path: string) {
  const [row] = await db
    .select(item)
    .from(apps)
    .where(and(eq(apps.url, path), shown))
    .limit(1);
  return row ?? null;
}

export async function appsPage(
  db: Db,
  request: PageRequest,
  base: string,
): Promise<PageOf<AppItem>> {
  const [total] = await db.select({ n: count() }).from(apps).where(shown);
  const list = await db
    .select(item)
    .from(apps)
    .where(shown)
    .orderBy(asc(apps.sort), asc(apps.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return pageOf(list.map(linked(base)), request, total?.n ?? 0);
}

export async function clickApp(
  db: Db,
  input: { id: number; userId: number | null; ip: string; base: string },
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
  return { id: row.id, url: appLinkFor(row.url, input.base) };
}
