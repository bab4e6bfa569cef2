// The console's announcements and seasonal theme (docs/admin-api.md "Platform"). Announcements
// are what ping/config lists as `announcement` (services/platform/config.ts announcementList);
// the theme is saved in app_config and ping/config sends it over the THEME env.
import { asc, eq } from 'drizzle-orm';

import { THEME_CONFIG_KEY, themeInForce } from '@/lib/domain/admin/platform';
import { THEMES } from '@/lib/domain/shell/themes';
import type { AnnouncementRow, ThemeState } from '@/lib/protocol/shapes/admin/platform';

import type { Db } from '../../db/client';
import { announcements, appConfig } from '../../db/schema/platform';
import { auditedChange, found, type PlatformActor, type PlatformDeps } from './platform-audit';

type Announcement = typeof announcements.$inferSelect;

const announcementRow = (a: Announcement): AnnouncementRow => ({
  ...a,
  createdAt: a.createdAt.toISOString(),
});

export async function listAnnouncements(db: Db): Promise<AnnouncementRow[]> {
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(asc(announcements.sort), asc(announcements.id));
  return rows.map(announcementRow);
}

export type AnnouncementFields = Pick<
  Announcement,
  'title' | 'content' | 'popup' | 'sort' | 'enabled'
>;

export function saveAnnouncement(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number | undefined,
  fields: AnnouncementFields,
): Promise<AnnouncementRow> {
  return auditedChange(deps, actor, 'announcement.save', async (tx) => {
    if (id === undefined) {
      const [row] = await tx
        .insert(announcements)
        .values({ ...fields, createdAt: new Date(deps.now()) })
        .returning();
      const after = announcementRow(row!);
      return { target: `announcement:${row!.id}`, after, result: after };
    }
    const [old] = await tx
      .select()
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    const before = announcementRow(found(old));
    const [row] = await tx
      .update(announcements)
      .set(fields)
      .where(eq(announcements.id, id))
      .returning();
    const after = announcementRow(row!);
    return { target: `announcement:${id}`, before, after, result: after };
  });
}

export function deleteAnnouncement(deps: PlatformDeps, actor: PlatformActor, id: number) {
  return auditedChange(deps, actor, 'announcement.delete', async (tx) => {
    const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    const before = announcementRow(found(row));
    return { target: `announcement:${id}`, before, result: { id } };
  });
}

async function savedTheme(db: Db): Promise<unknown> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, THEME_CONFIG_KEY));
  return row?.value;
}

function themeStateOf(saved: unknown, fallback: number): ThemeState {
  return {
    current: themeInForce(saved, fallback),
    fallback,
    saved: themeInForce(saved, 0) !== 0,
    themes: THEMES.map((t) => ({ value: t.value, label: t.label })),
  };
}

export async function themeState(db: Db, fallback: number): Promise<ThemeState> {
  return themeStateOf(await savedTheme(db), fallback);
}

export function setTheme(
  deps: PlatformDeps,
  actor: PlatformActor,
  value: number,
  fallback: number,
): Promise<ThemeState> {
  return auditedChange(deps, actor, 'theme.set', async (tx) => {
    const before = themeInForce(await savedTheme(tx), fallback);
    await tx
      .insert(appConfig)
      .values({ key: THEME_CONFIG_KEY, value })
      .onConflictDoUpdate({ target: appConfig.key, set: { value } });
    const label = (n: number) => THEMES.find((t) => t.value === n)?.label;
    return {
      target: `config:${THEME_CONFIG_KEY}`,
      before: { theme: before, label: label(before) },
      after: { theme: value, label: label(value) },
      result: themeStateOf(value, fallback),
    };
  });
}
