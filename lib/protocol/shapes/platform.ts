// Answer shapes of the ping, ad, content and custom calls (the config of §3 and operator texts).
import * as v from 'valibot';

import { adItem } from './video';

export const domainEntry = v.object({ type: v.string(), urls: v.array(v.string()) });

export const announcement = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  popup: v.boolean(),
});

/** ping/config: the server config of §3. Operator-shaped parts stay open (the app reads them defensively). */
export const serverConfig = v.object({
  version: v.string(),
  theme: v.number(),
  communityCategory: v.array(v.unknown()),
  floatingWindow: v.unknown(),
  aiFloatingWindow: v.unknown(),
  domain: v.array(domainEntry),
  adsType: v.unknown(),
  statConfigApp: v.unknown(),
  announcement: v.array(announcement),
  advertise: v.array(adItem),
  start_encrypt_http: v.boolean(),
  start_encrypt_m3u8: v.boolean(),
  keyVersion: v.string(),
  serverTime: v.number(),
});

export const pingCheck = v.object({
  ok: v.literal(true),
  serverTime: v.number(),
  version: v.string(),
});

/** Operator data (contact, official): an object whose fields the operator chooses. */
export const operatorData = v.record(v.string(), v.unknown());

export const adClick = v.object({ id: v.number(), link: v.string() });

export const contentInfo = v.object({ contentType: v.number(), id: v.number(), link: v.string() });

export const endpoints = v.object({ list: v.array(domainEntry), api: v.string() });

export type ServerConfig = v.InferOutput<typeof serverConfig>;
