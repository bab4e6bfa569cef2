// The server config (ping/config, spec §3) and the other operator texts: announcements,
// contact, official info, endpoints. Operator data lives in the database (seeded); CDN lines are
// built from ORIGIN_PUBLIC_URL at request time so a moved origin needs no reseed.
import { asc, eq, inArray } from 'drizzle-orm';

import { THEME_CONFIG_KEY, themeInForce } from '@/lib/domain/admin/platform';
import { CONFIG_VERSION } from '@/lib/domain/platform/constants';
import {
  cdnServers as cdnLineServers,
  DOMAIN_TYPES,
  type DomainEntry,
  type DomainType,
} from '@/lib/domain/platform/domains';

import type { Db } from '../../db/client';
import type { OriginConfig } from '../../config';
import { ads, announcements, appConfig } from '../../db/schema/platform';
import { adItem } from './ads';

// Where each line type lives under /cdn on this origin.
const CDN_PATHS: Record<DomainType, string> = {
  LAND: '/cdn/land',
  IMAGE: '/cdn/img',
  MP4: '/cdn/mp4',
  AIIMG: '/cdn/aiimg',
  API: '/cdn/api',
  VID: '/cdn/vid',
  H5SHAREURL: '/cdn/share',
};
// The media lines get every server; the rest one.
const MULTI_LINE: readonly DomainType[] = ['IMAGE', 'VID', 'MP4', 'AIIMG'];

/** The servers that answer /cdn (lib/domain/platform/domains.ts cdnServers). */
export function cdnServers(config: Pick<OriginConfig, 'publicUrl' | 'cdnMirrors'>): string[] {
  return cdnLineServers(config.publicUrl, config.cdnMirrors);
}

export function domainEntries(
  config: Pick<OriginConfig, 'publicUrl' | 'cdnMirrors'>,
): DomainEntry[] {
  const servers = cdnServers(config);
  return DOMAIN_TYPES.map((type) => ({
    type,
    urls: (MULTI_LINE.includes(type) ? servers : servers.slice(0, 1)).map(
      (s) => s + CDN_PATHS[type],
    ),
  }));
}

export async function configValues(
  db: Db,
  keys: readonly string[],
): Promise<Record<string, unknown>> {
  const rows = await db
    .select()
    .from(appConfig)
    .where(inArray(appConfig.key, [...keys]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function announcementList(db: Db) {
  const rows = await db
    .select()
    .from(announcements)
    .where(eq(announcements.enabled, true))
    .orderBy(asc(announcements.sort), asc(announcements.id));
  return rows.map((a) => ({ id: a.id, title: a.title, content: a.content, popup: a.popup }));
}

const CONFIG_KEYS = [
  'communityCategory',
  'floatingWindow',
  'aiFloatingWindow',
  'adsType',
  'statConfigApp',
  THEME_CONFIG_KEY,
] as const;

export async function serverConfig(db: Db, config: OriginConfig, nowMs: number) {
  const values = await configValues(db, CONFIG_KEYS);
  const adRows = await db
    .select()
    .from(ads)
    .where(eq(ads.enabled, true))
    .orderBy(asc(ads.position), asc(ads.sort), asc(ads.id));
  return {
    version: CONFIG_VERSION,
    // The console's choice (platform/theme/set) over the THEME env, which stays the default.
    theme: themeInForce(values[THEME_CONFIG_KEY], config.theme),
    communityCategory: Array.isArray(values.communityCategory) ? values.communityCategory : [],
    floatingWindow: values.floatingWindow ?? null,
    aiFloatingWindow: values.aiFloatingWindow ?? null,
    domain: domainEntries(config),
    adsType: values.adsType ?? null,
    statConfigApp: values.statConfigApp ?? { list: [], nineList: [] },
    announcement: await announcementList(db),
    advertise: adRows.map(adItem),
    // The decrypt/config flags of §3. The keys themselves stay on the servers (BFF and origin).
    start_encrypt_http: config.startEncryptHttp,
    start_encrypt_m3u8: config.startEncryptM3u8,
    keyVersion: config.keyVersions[0]?.version ?? '',
    serverTime: Math.floor(nowMs / 1000),
  };
}

export async function endpoints(config: OriginConfig) {
  const entries = domainEntries(config).filter((e) => e.type === 'API' || e.type === 'H5SHAREURL');
  return { list: entries, api: entries.find((e) => e.type === 'API')?.urls[0] ?? '' };
}
