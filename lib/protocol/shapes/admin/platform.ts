// Answer shapes of the console's 运营配置 calls (docs/admin-api.md "Platform"): the operator's
// rows as the console edits them (switched-off ones included), and the choices a form offers.
import * as v from 'valibot';

import { TASK_KINDS, TASK_PERIODS } from '@/lib/domain/welfare/welfare';

export const announcementRow = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  popup: v.boolean(),
  sort: v.number(),
  enabled: v.boolean(),
  /** ISO 8601. */
  createdAt: v.string(),
});
export type AnnouncementRow = v.InferOutput<typeof announcementRow>;

export const themeState = v.object({
  /** What ping/config sends now. */
  current: v.number(),
  /** The origin's THEME env: what a reset, or no saved choice, falls back to. */
  fallback: v.number(),
  /** An operator's choice is saved (else the env value is in force). */
  saved: v.boolean(),
  themes: v.array(v.object({ value: v.number(), label: v.string() })),
});
export type ThemeState = v.InferOutput<typeof themeState>;

export const liveRow = v.object({
  id: v.number(),
  name: v.string(),
  cover: v.string(),
  categoryId: v.number(),
  categoryName: v.string(),
  programme: v.string(),
  clip: v.string(),
  baseViewers: v.number(),
  featured: v.boolean(),
  sort: v.number(),
  enabled: v.boolean(),
});
export type LiveRow = v.InferOutput<typeof liveRow>;

const choice = v.object({ value: v.string(), label: v.string() });

export const liveList = v.object({
  items: v.array(liveRow),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  /** The origin's own clips a channel may loop (the only live sources it serves). */
  sources: v.array(choice),
  covers: v.array(v.string()),
});
export type LiveList = v.InferOutput<typeof liveList>;

export const aiTemplateRow = v.object({
  id: v.number(),
  title: v.string(),
  cover: v.string(),
  price: v.number(),
  position: v.number(),
  enabled: v.boolean(),
  uses: v.number(),
});
export type AiTemplateRow = v.InferOutput<typeof aiTemplateRow>;

export const appRow = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.string(),
  description: v.string(),
  url: v.string(),
  sort: v.number(),
  enabled: v.boolean(),
  clickCount: v.number(),
});
export type AppRow = v.InferOutput<typeof appRow>;

export const appList = v.object({ items: v.array(appRow), icons: v.array(v.string()) });

export const taskRow = v.object({
  id: v.number(),
  kind: v.picklist(TASK_KINDS),
  period: v.picklist(TASK_PERIODS),
  title: v.string(),
  description: v.string(),
  goal: v.number(),
  reward: v.number(),
  link: v.string(),
  sort: v.number(),
  enabled: v.boolean(),
  /** Rewards given: with any, kind and period are fixed and the task cannot be deleted. */
  claims: v.number(),
});
export type TaskRow = v.InferOutput<typeof taskRow>;

export const listOf = <S extends v.GenericSchema>(row: S) => v.object({ items: v.array(row) });
export const itemOf = <S extends v.GenericSchema>(row: S) => v.object({ item: row });
export const deleted = v.object({ id: v.number() });
