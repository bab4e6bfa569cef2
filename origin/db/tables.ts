// Every application table, for TRUNCATE in `seed --reset` and between tests.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from './client';
import * as account from './schema/account';
import * as admin from './schema/admin';
import * as aiCompanion from './schema/ai-companion';
import * as aiImage from './schema/ai-image';
import * as aiNovel from './schema/ai-novel';
import * as aiVideo from './schema/ai-video';
import * as ai from './schema/ai';
import * as community from './schema/community';
import * as dashboard from './schema/dashboard';
import * as grants from './schema/grants';
import * as jobs from './schema/jobs';
import * as live from './schema/live';
import * as media from './schema/media';
import * as moderation from './schema/moderation';
import * as platform from './schema/platform';
import * as points from './schema/points';
import * as recharge from './schema/recharge';
import * as redeem from './schema/redeem';
import * as refunds from './schema/refunds';
import * as security from './schema/security';
import * as users from './schema/users';
import * as videoIngests from './schema/video-ingests';
import * as wallet from './schema/wallet';
import * as welfare from './schema/welfare';

// Every table the schema modules (drizzle.config.ts's `schema/*.ts`) define, found rather than
// listed: a hand list once left login_captchas out, and its rows outlived resets.
const SCHEMA_MODULES = [
  account,
  admin,
  aiCompanion,
  aiImage,
  aiNovel,
  aiVideo,
  ai,
  community,
  dashboard,
  grants,
  jobs,
  live,
  media,
  moderation,
  platform,
  points,
  recharge,
  redeem,
  refunds,
  security,
  users,
  videoIngests,
  wallet,
  welfare,
];
const ALL_TABLES = SCHEMA_MODULES.flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
);

/** The application tables' names (not the migrations' bookkeeping). */
export function applicationTableNames(): string[] {
  return ALL_TABLES.map((t) => getTableName(t));
}

/** Empties every application table and restarts identities (migrations bookkeeping is kept). */
export async function truncateAll(db: Db): Promise<void> {
  const names = applicationTableNames()
    .map((name) => `"${name}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}
