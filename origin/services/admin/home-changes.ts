// The console's changes to home tabs and sections (docs/admin-api.md "Home"). Each runs on the
// transaction that writes its audit rows, so both commit or neither does. An edit names the
// version it read: the UPDATE matches only that version (and bumps it), so of two editors who
// read the same row the second is refused with 4090 and the first one's change stays.
import { and, eq, sql } from 'drizzle-orm';

import type { AuditAction } from '@/lib/domain/admin/audit';
import { TIP_STALE_SECTION, TIP_STALE_TAB } from '@/lib/domain/admin/home-config';
import { CODES } from '@/lib/protocol/codes';
import type { HomeTabRow } from '@/lib/protocol/shapes/admin/home';

import type { Db } from '../../db/client';
import {
  homeSections,
  homeTabs,
  type FeedKind,
  type FeedOrder,
  type HomeArea,
} from '../../db/schema/media';
import { ApiError, badInput, notFound } from '../../http/envelope';
import type { SectionLayout } from '@/lib/protocol/shapes/video';
import { writeAudit } from './audit';
import { tabWithSections } from './home-view';

/** Who makes the change: the session's operator and the browser's address. */
export type HomeActor = { operatorId: number; address: string };

export const TIP_TAB_GONE = '该分类不存在或已被删除，请刷新';
export const TIP_SECTION_GONE = '该栏目不存在或已被删除，请刷新';
export const TIP_SECTION_VERSION = '请刷新后再保存该栏目';
export const TIP_TAB_VERSION = '请刷新后再保存该分类';

export const stale = (tip: string, detail: string) => new ApiError(CODES.conflict, tip, { detail });

type Feed = { kind: FeedKind; refId?: number | undefined; feedOrder?: FeedOrder | undefined };

export type TabInput = Feed & {
  id?: number | undefined;
  version?: number | undefined;
  area: HomeArea;
  name: string;
  sort?: number | undefined;
};

export type SectionInput = Feed & {
  id?: number | undefined;
  version?: number | undefined;
  name: string;
  layout: SectionLayout;
  size: number;
  showMore?: boolean | undefined;
};

async function audit(
  tx: Db,
  actor: HomeActor,
  action: AuditAction,
  target: string,
  change: { before?: unknown; after?: unknown },
  nowMs: number,
) {
  await writeAudit(tx, { ...actor, action, target, ...change }, nowMs);
}

const feedValues = (f: Feed) => ({
  kind: f.kind,
  refId: f.refId ?? 0,
  feedOrder: f.feedOrder ?? 'sort',
});

/** home/tab/save: a new tab (no id), or an edit made on the current version. */
export async function saveTab(
  db: Db,
  actor: HomeActor,
  input: TabInput,
  nowMs: number,
): Promise<HomeTabRow> {
  const values = { area: input.area, name: input.name, ...feedValues(input) };
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      const [row] = await tx
        .insert(homeTabs)
        .values({ ...values, sort: input.sort ?? 0 })
        .returning();
      await audit(tx, actor, 'home.tab.save', `home_tab:${row!.id}`, { after: row }, nowMs);
      return row!.id;
    }
    if (input.version === undefined) throw badInput(TIP_TAB_VERSION);
    const [before] = await tx.select().from(homeTabs).where(eq(homeTabs.id, input.id));
    if (!before) throw notFound(TIP_TAB_GONE);
    const [after] = await tx
      .update(homeTabs)
      .set({ ...values, sort: input.sort ?? before.sort, version: sql`${homeTabs.version} + 1` })
      .where(and(eq(homeTabs.id, input.id), eq(homeTabs.version, input.version)))
      .returning();
    if (!after) throw stale(TIP_STALE_TAB, `home_tab ${input.id} not at ${input.version}`);
    await audit(tx, actor, 'home.tab.save', `home_tab:${after.id}`, { before, after }, nowMs);
    return after.id;
  });
  return (await tabWithSections(db, id))!;
}

/** home/tab/delete: the tab and (by the foreign key) its sections. */
export async function deleteTab(
  db: Db,
  actor: HomeActor,
  input: { id: number; version: number },
  nowMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tabWithSections(tx, input.id);
    if (!before) throw notFound(TIP_TAB_GONE);
    const gone = await tx
      .delete(homeTabs)
      .where(and(eq(homeTabs.id, input.id), eq(homeTabs.version, input.version)))
      .returning({ id: homeTabs.id });
    if (gone.length === 0)
      throw stale(TIP_STALE_TAB, `home_tab ${input.id} not at ${input.version}`);
    await audit(tx, actor, 'home.tab.delete', `home_tab:${input.id}`, { before }, nowMs);
  });
}

type SectionRecord = typeof homeSections.$inferSelect;

const sectionValues = (s: SectionInput, sort: number) => ({
  name: s.name,
  layout: s.layout,
  size: s.size,
  ...feedValues(s),
  showMore: s.showMore ?? true,
  sort,
});

/** Whether saving `values` over `row` changes anything an H5 visitor sees. */
function differs(row: SectionRecord, values: ReturnType<typeof sectionValues>): boolean {
  return (Object.keys(values) as (keyof typeof values)[]).some((k) => row[k] !== values[k]);
}

/** One section of a publish: created, saved on its version, or left as it was. */
async function publishSection(
  tx: Db,
  actor: HomeActor,
  tabId: number,
  existing: Map<number, SectionRecord>,
  input: SectionInput,
  sort: number,
  nowMs: number,
) {
  const values = sectionValues(input, sort);
  if (input.id === undefined) {
    const [row] = await tx
      .insert(homeSections)
      .values({ ...values, tabId })
      .returning();
    await audit(tx, actor, 'home.section.save', `home_section:${row!.id}`, { after: row }, nowMs);
    return;
  }
  const before = existing.get(input.id);
  if (!before) throw notFound(TIP_SECTION_GONE);
  if (input.version === undefined) throw badInput(TIP_SECTION_VERSION);
  if (before.version !== input.version)
    throw stale(TIP_STALE_SECTION, `home_section ${input.id} not at ${input.version}`);
  if (!differs(before, values)) return;
  const [after] = await tx
    .update(homeSections)
    .set({ ...values, version: sql`${homeSections.version} + 1` })
    .where(and(eq(homeSections.id, input.id), eq(homeSections.version, input.version)))
    .returning();
  if (!after) throw stale(TIP_STALE_SECTION, `home_section ${input.id} moved on`);
  await audit(tx, actor, 'home.section.save', `home_section:${after.id}`, { before, after }, nowMs);
}

/**
 * home/publish: the tab's sections as the editor left them, in order. Every existing row is read
 * FOR UPDATE first, so a concurrent publish waits and then sees the new versions.
 */
export async function publishSections(
  db: Db,
  actor: HomeActor,
  input: { tabId: number; sections: SectionInput[]; removed?: { id: number; version: number }[] },
  nowMs: number,
): Promise<HomeTabRow> {
  await db.transaction(async (tx) => {
    const [tab] = await tx.select().from(homeTabs).where(eq(homeTabs.id, input.tabId));
    if (!tab) throw notFound(TIP_TAB_GONE);
    const rows = await tx
      .select()
      .from(homeSections)
      .where(eq(homeSections.tabId, input.tabId))
      .for('update');
    const existing = new Map(rows.map((r) => [r.id, r]));
    for (const gone of input.removed ?? []) {
      const before = existing.get(gone.id);
      if (!before) throw notFound(TIP_SECTION_GONE);
      if (before.version !== gone.version)
        throw stale(TIP_STALE_SECTION, `home_section ${gone.id} not at ${gone.version}`);
      await tx.delete(homeSections).where(eq(homeSections.id, gone.id));
      await audit(tx, actor, 'home.section.delete', `home_section:${gone.id}`, { before }, nowMs);
    }
    // Sort is the place from 1, as the seed numbers it: a section left in its place is unchanged.
    for (const [i, section] of input.sections.entries())
      await publishSection(tx, actor, input.tabId, existing, section, i + 1, nowMs);
  });
  return (await tabWithSections(db, input.tabId))!;
}
