// Plays and post views per Shanghai day, for the console's 数据看板 (docs/admin-api.md
// "Dashboard"): one upsert beside the all-time counter each time one is counted.
import { sql } from 'drizzle-orm';

import { dayLabel, shanghaiDayNumber } from '@/lib/domain/platform/shanghai-day';

import type { Db } from '../../db/client';
import { viewDays, type ViewKind } from '../../db/schema/dashboard';

export async function countViewDay(
  db: Db,
  kind: ViewKind,
  itemId: number,
  nowMs: number,
): Promise<void> {
  await db
    .insert(viewDays)
    .values({ kind, itemId, day: dayLabel(shanghaiDayNumber(nowMs)), views: 1 })
    .onConflictDoUpdate({
      target: [viewDays.kind, viewDays.itemId, viewDays.day],
      set: { views: sql`${viewDays.views} + 1` },
    });
}
