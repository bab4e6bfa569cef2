// X-User-Agent header of spec §7 / ARCHITECTURE "Protocol": built by the browser,
// validated by the BFF and the origin. Pure string work, no navigator access.
import { APP_VERSION } from './constants';

export const DEVICE_TYPES = ['phone', 'pad', 'pc'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const SYSTEM_TYPES = ['h5_pc', 'h5_android', 'h5_ios'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];
/** `light` replaces the system type when the isLight flag is on. */
export type HeaderSystemType = SystemType | 'light';

export interface ClientInfo {
  deviceType: DeviceType;
  systemType: SystemType;
  browserName: string;
  browserVersion: string;
}

export interface XUserAgent {
  deviceType: DeviceType;
  systemType: HeaderSystemType;
  appVersion: string;
  browserName: string;
  browserVersion: string;
}

export const X_USER_AGENT_MAX_LENGTH = 256;
/**
 * Per-field cap. The fixed part is at most 39 characters
 * ('dt=phone;st=h5_android;av=2.1.1;bn=;bv='), so two capped fields keep the whole
 * header well under X_USER_AGENT_MAX_LENGTH without cutting a field in half.
 */
export const BROWSER_FIELD_MAX_LENGTH = 64;
export const UNKNOWN_BROWSER = 'unknown';

/** Printable ASCII only (header values must be ByteStrings), minus the separators. */
function sanitizeField(value: string): string {
  const clean = String(value)
    .replace(/[^\x20-\x7e]|[;=]/g, '')
    .trim()
    .slice(0, BROWSER_FIELD_MAX_LENGTH)
    .trim();
  return clean === '' ? UNKNOWN_BROWSER : clean;
}

export function buildXUserAgent(info: ClientInfo, isLight: boolean): string {
  const st: HeaderSystemType = isLight ? 'light' : info.systemType;
  const bn = sanitizeField(info.browserName);
  const bv = sanitizeField(info.browserVersion);
  return `dt=${info.deviceType};st=${st};av=${APP_VERSION};bn=${bn};bv=${bv}`;
}

const HEADER_KEYS = ['dt', 'st', 'av', 'bn', 'bv'] as const;
type HeaderKey = (typeof HEADER_KEYS)[number];
const HEADER_SYSTEM_TYPES: readonly string[] = [...SYSTEM_TYPES, 'light'];
const APP_VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

/**
 * Fields of an X-User-Agent header, or null when malformed: over 256 characters,
 * non-printable characters, a missing, repeated or unknown key, an unknown dt/st,
 * a non-numeric av or an empty bn/bv. Keys may come in any order; av is not required
 * to equal APP_VERSION so the server can decide what to do with old clients.
 */
export function parseXUserAgent(header: string | null | undefined): XUserAgent | null {
  if (typeof header !== 'string') return null;
  const text = header.trim();
  if (text.length > X_USER_AGENT_MAX_LENGTH || /[^\x20-\x7e]/.test(text)) return null;
  const fields = new Map<HeaderKey, string>();
  for (const part of text.split(';')) {
    const pieces = part.split('=');
    if (pieces.length !== 2) return null;
    const [key = '', value = ''] = pieces;
    if (!(HEADER_KEYS as readonly string[]).includes(key) || fields.has(key as HeaderKey)) {
      return null;
    }
    fields.set(key as HeaderKey, value.trim());
  }
  const dt = fields.get('dt');
  const st = fields.get('st');
  const av = fields.get('av');
  const bn = fields.get('bn');
  const bv = fields.get('bv');
  if (!isDeviceType(dt) || st === undefined || !HEADER_SYSTEM_TYPES.includes(st)) return null;
  if (av === undefined || !APP_VERSION_PATTERN.test(av) || !bn || !bv) return null;
  return {
    deviceType: dt,
    systemType: st as HeaderSystemType,
    appVersion: av,
    browserName: bn,
    browserVersion: bv,
  };
}

function isDeviceType(value: string | undefined): value is DeviceType {
  return value !== undefined && (DEVICE_TYPES as readonly string[]).includes(value);
}

// Most specific first: in-app browsers and Chromium forks also carry Chrome/ and Safari/.
const BROWSERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['WeChat', /MicroMessenger\/([\d.]+)/i],
  ['QQBrowser', /M?QQBrowser\/([\d.]+)/i],
  ['UC', /(?:UCBrowser|UCWEB)\/?([\d.]+)/i],
  ['Edge', /(?:Edg|EdgA|EdgiOS|Edge)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:CriOS|Chrome)\/([\d.]+)/],
];
const SAFARI = /Version\/([\d.]+).*Safari\//;

function detectBrowser(ua: string): Pick<ClientInfo, 'browserName' | 'browserVersion'> {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(ua)?.[1];
    if (version) return { browserName: name, browserVersion: version };
  }
  // Old Android stock browsers also say Version/… Safari/; they are not Safari.
  const safari = /Android/.test(ua) ? undefined : SAFARI.exec(ua)?.[1];
  if (safari) return { browserName: 'Safari', browserVersion: safari };
  return { browserName: UNKNOWN_BROWSER, browserVersion: UNKNOWN_BROWSER };
}

function detectPlatform(ua: string): Pick<ClientInfo, 'deviceType' | 'systemType'> {
  if (/iPad/.test(ua)) return { deviceType: 'pad', systemType: 'h5_ios' };
  if (/iPhone|iPod/.test(ua)) return { deviceType: 'phone', systemType: 'h5_ios' };
  // Android tablets drop "Mobile"; Firefox and HarmonyOS say "Tablet" instead.
  if (/Android/.test(ua)) {
    const pad = /Tablet/.test(ua) || !/Mobile/.test(ua);
    return { deviceType: pad ? 'pad' : 'phone', systemType: 'h5_android' };
  }
  // HarmonyOS runs Android-compatible web content; there is no system type of its own.
  if (/OpenHarmony|HarmonyOS/.test(ua)) {
    return { deviceType: /Tablet/.test(ua) ? 'pad' : 'phone', systemType: 'h5_android' };
  }
  if (/Mobi|Windows Phone/.test(ua)) return { deviceType: 'phone', systemType: 'h5_pc' };
  return { deviceType: 'pc', systemType: 'h5_pc' };
}

/**
 * Client info from a User-Agent string. iPadOS 13+ Safari reports itself as a Mac and
 * is therefore 'pc' here: telling them apart needs navigator.maxTouchPoints, which the
 * caller may check before building the header.
 */
export function detectClient(userAgent: string | null | undefined): ClientInfo {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  return { ...detectPlatform(ua), ...detectBrowser(ua) };
}
