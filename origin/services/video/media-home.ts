// media/home: the tabs of /home or /lld and the sections of one tab, each with its first videos
// and the "more" link that continues the same feed.
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { homeSections, homeTabs, type HomeArea } from '../../db/schema/media';
import { badInput, notFound } from '../../http/envelope';
import { tagsOf, toCard } from './media-cards';
import { feedHeadRows } from './media-feeds';
import type { MoreLink, Ref, Section } from './media-types';

export const HOME_AREAS: readonly HomeArea[] = ['home', 'lld'];
export const TIP_TAB_NOT_FOUND = '分类不存在或已下线';

export function homeArea(value: unknown): HomeArea {
  if (typeof value === 'string' && (HOME_AREAS as readonly string[]).includes(value)) {
    return value as HomeArea;
  }
  throw badInput('区域 area 需为 home 或 lld');
}

export type HomeTab = typeof homeTabs.$inferSelect;

export async function homeTab(db: Db, tabId: number): Promise<HomeTab> {
  const [tab] = await db.select().from(homeTabs).where(eq(homeTabs.id, tabId));
  if (!tab) throw notFound(TIP_TAB_NOT_FOUND);
  return tab;
}

function moreLink(s: typeof homeSections.$inferSelect): MoreLink | null {
  if (!s.showMore) return null;
  const link: MoreLink = { kind: s.kind, id: s.refId };
  if (s.feedOrder !== 'sort') link.sort = s.feedOrder;
  return link;
}

export async function homePage(
  db: Db,
  area: HomeArea,
  tabId: number | undefined,
  nowMs: number,
): Promise<{ tabs: Ref[]; tabId: number; sections: Section[] }> {
  const tabs = await db
    .select({ id: homeTabs.id, name: homeTabs.name })
    .from(homeTabs)
    .where(eq(homeTabs.area, area))
    .orderBy(asc(homeTabs.sort), asc(homeTabs.id));
  const chosen = tabId ?? tabs[0]?.id;
  if (chosen === undefined) return { tabs, tabId: 0, sections: [] };
  // A tab of the other area is as unknown here as a missing one.
  if (!tabs.some((t) => t.id === chosen)) throw notFound(TIP_TAB_NOT_FOUND);
  const rows = await db
    .select()
    .from(homeSections)
    .where(eq(homeSections.tabId, chosen))
    .orderBy(asc(homeSections.sort), asc(homeSections.id));
  const heads = await Promise.all(
    rows.map((s) => feedHeadRows(db, { kind: s.kind, id: s.refId }, s.feedOrder, s.size, nowMs)),
  );
  // One tag query for every card on the tab.
  const tagLists = await tagsOf(
    db,
    heads.flat().map((r) => r.id),
  );
  const sections: Section[] = rows.map((s, i) => ({
    id: s.id,
    name: s.name,
    layout: s.layout,
    videos: heads[i]!.map((r) => toCard(r, tagLists.get(r.id) ?? [])),
    more: moreLink(s),
  }));
  return { tabs, tabId: chosen, sections };
}
