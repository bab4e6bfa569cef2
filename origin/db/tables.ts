// Every application table, for TRUNCATE in `seed --reset` and between tests.
import { getTableName, sql } from 'drizzle-orm';

import type { Db } from './client';
import { aiOrders, aiTemplates } from './schema/ai';
import { aiImages } from './schema/ai-image';
import { aiNovelChapters, aiNovels } from './schema/ai-novel';
import {
  companionCredits,
  companionMessages,
  companionOrders,
  companionPersonas,
} from './schema/ai-companion';
import { aiVideos } from './schema/ai-video';
import { auditLog, operatorSessions, operators } from './schema/admin';
import { viewDays } from './schema/dashboard';
import { adminGrants } from './schema/grants';
import {
  actors,
  collections,
  favourites,
  homeSections,
  homeTabs,
  hotSearches,
  tags,
  topics,
  videoLikes,
  videos,
  videoTags,
  watchHistory,
} from './schema/media';
import {
  commentLikes,
  comments,
  follows,
  postFavourites,
  postLikes,
  postPurchases,
  posts,
  uploaders,
  uploads,
} from './schema/community';
import { feedback, invites, messageReads, messages, userImages } from './schema/account';
import { liveCategories, liveChannels } from './schema/live';
import { moderationCases, reports, userBans } from './schema/moderation';
import { adClicks, ads, announcements, appConfig } from './schema/platform';
import { pointsExchanges, pointsGoods } from './schema/points';
import { rechargeOrders, rechargeProducts } from './schema/recharge';
import { redeemBatches, redeemCodes, redeemMisses, redeemUses } from './schema/redeem';
import { payNotices, rechargeRefunds } from './schema/refunds';
import {
  apiNonces,
  loginCaptchas,
  qrLogins,
  rateLimits,
  smsCodes,
  smsOutbox,
} from './schema/security';
import { sessions, userOnlineDays, users, userVips } from './schema/users';
import { collectionPurchases, purchases, walletLedger, wallets } from './schema/wallet';
import { videoIngests } from './schema/video-ingests';
import { jobLeases } from './schema/jobs';
import { appClicks, apps, taskClaims, tasks } from './schema/welfare';

const ALL_TABLES = [
  adminGrants,
  viewDays,
  reports,
  moderationCases,
  userBans,
  jobLeases,
  auditLog,
  operatorSessions,
  operators,
  companionMessages,
  companionPersonas,
  companionOrders,
  companionCredits,
  aiOrders,
  aiVideos,
  aiImages,
  aiNovelChapters,
  aiNovels,
  aiTemplates,
  commentLikes,
  comments,
  postLikes,
  postFavourites,
  postPurchases,
  posts,
  follows,
  uploaders,
  uploads,
  feedback,
  invites,
  messageReads,
  messages,
  userImages,
  adClicks,
  ads,
  announcements,
  appConfig,
  apiNonces,
  loginCaptchas,
  qrLogins,
  rateLimits,
  smsCodes,
  smsOutbox,
  sessions,
  userOnlineDays,
  userVips,
  users,
  wallets,
  walletLedger,
  purchases,
  collectionPurchases,
  redeemUses,
  redeemCodes,
  redeemBatches,
  redeemMisses,
  payNotices,
  rechargeRefunds,
  rechargeOrders,
  rechargeProducts,
  pointsExchanges,
  pointsGoods,
  taskClaims,
  tasks,
  appClicks,
  apps,
  liveChannels,
  liveCategories,
  videoLikes,
  favourites,
  watchHistory,
  videoTags,
  videoIngests,
  videos,
  tags,
  topics,
  actors,
  collections,
  homeSections,
  homeTabs,
  hotSearches,
];

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
