// What the console's home screen reads (docs/admin-api.md "Home"): an area's tabs with their
// sections, every ad, each row with its version, and the IMAGE line the covers live on.
import { asc, eq, inArray } from 'drizzle-orm';

import { AD_POSITION_NAMES, AD_POSITIONS } from '@/lib/domain/admin/home-config';
import type { AdRow, HomeSectionRow, HomeTabRow } from '@/lib/protocol/shapes/admin/home';

import type { OriginConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  homeSections,
  homeTabs,
  type FeedKind,
  type FeedOrder,
  type HomeArea,
} from '../../db/schema/media';
import { ads } from '../../db/schema/platform';
import { configValues, domainEntries } from '../platform/config';
import { feedHeadRows } from '../video/media-feeds';

type TabRecord = typeof homeTabs.$inferSelect;
type SectionRecord = typeof homeSections.$inferSelect;
type AdRecord = typeof ads.$inferSelect;

/** The IMAGE line's first server, as ping/config gives it to the app. */
export function imageLine(config: Pick<OriginConfig, 'publicUrl' | 'cdnMirrors'>): string {
  return domainEntries(config).find((e) => e.type === 'IMAGE')?.urls[0] ?? '';
}

export const sectionRow = (s: SectionRecord): HomeSectionRow => ({ ...s });

export const tabRow = (t: TabRecord, sections: SectionRecord[]): HomeTabRow => ({
  ...t,
  sections: sections.map(sectionRow),
});

export const adRow = (a: AdRecord): AdRow => ({ ...a });

async function sectionsOf(db: Db, tabIds: number[]): Promise<SectionRecord[]> {
  if (tabIds.length === 0) return [];
  return db
    .select()
    .from(homeSections)
    .where(inArray(homeSections.tabId, tabIds))
    .orderBy(asc(homeSections.sort), asc(homeSections.id));
}

export async function homeLayout(db: Db, area: HomeArea): Promise<HomeTabRow[]> {
  const tabs = await db
    .select()
    .from(homeTabs)
    .where(eq(homeTabs.area, area))
    .orderBy(asc(homeTabs.sort), asc(homeTabs.id));
  const sections = await sectionsOf(
    db,
    tabs.map((t) => t.id),
  );
  return tabs.map((t) =>
    tabRow(
      t,
      sections.filter((s) => s.tabId === t.id),
    ),
  );
}

/** One tab with its sections, or null. */
export async function tabWithSections(db: Db, id: number): Promise<HomeTabRow | null> {
  const [tab] = await db.select().from(homeTabs).where(eq(homeTabs.id, id));
  return tab ? tabRow(tab, await sectionsOf(db, [id])) : null;
}

export async function adList(db: Db) {
  const rows = await db.select().from(ads).orderBy(asc(ads.position), asc(ads.sort), asc(ads.id));
  const config = await configValues(db, ['statConfigApp', 'adsType']);
  return {
    statConfigApp: config.statConfigApp ?? null,
    adsType: config.adsType ?? null,
    ads: rows.map(adRow),
    positions: AD_POSITIONS.map((position) => ({
      position,
      name: AD_POSITION_NAMES[position] ?? String(position),
    })),
  };
}

type PreviewSource = {
  kind: FeedKind;
  refId?: number | undefined;
  feedOrder?: FeedOrder | undefined;
  size: number;
};

/** home/preview: each section's first videos as its feed lists them now (media/home's rule). */
export async function previewSections(db: Db, sections: PreviewSource[], nowMs: number) {
  const heads = await Promise.all(
    sections.map((s) =>
      feedHeadRows(db, { kind: s.kind, id: s.refId ?? 0 }, s.feedOrder ?? 'sort', s.size, nowMs),
    ),
  );
  return {
    sections: heads.map((rows) => rows.map(({ id, title, cover }) => ({ id, title, cover }))),
  };
}
