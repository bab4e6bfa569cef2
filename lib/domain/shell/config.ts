// What the app shell reads from the server config (§3): ads by position, announcements,
// the statConfigApp list and nine-grid, and the two floating windows. The config is loosely
// typed operator data, so every reader takes `unknown` and drops what it cannot use.
import { adLink, type AdItem } from '../platform/links';

/**
 * Ad positions (§3: 1–13 and 40 are used, 40 is the play preview). The names match the
 * origin's seed (origin/seed/seed-platform.ts AD_POSITIONS); docs/decisions/0011-ad-positions.md
 * lists them.
 */
export const AD_POSITION = {
  launch: 1,
  homeBanner: 2,
  homePopup: 3,
  noticeBanner: 4,
  longVideoList: 5,
  communityBanner: 6,
  communityFeed: 7,
  welfareBanner: 8,
  mineBanner: 9,
  searchBanner: 10,
  videoDetailBanner: 11,
  liveBanner: 12,
  gameBanner: 13,
  playPreview: 40,
} as const;

/** Positions with a slot of their own: never repeated in the home screen's ad rows. */
export const OWN_SLOT_POSITIONS: readonly number[] = [
  AD_POSITION.launch,
  AD_POSITION.homeBanner,
  AD_POSITION.homePopup,
  AD_POSITION.playPreview,
];

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function idOf(value: unknown): string | number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function field(config: unknown, name: string): unknown {
  return isObject(config) ? config[name] : undefined;
}

/** A list sent bare or wrapped as `{ list: [...] }`. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value.list)) return value.list;
  return [];
}

export interface ShellAd {
  /** Unique within one list (React key); the ad's own id when it has one. */
  key: string;
  position: number | null;
  cover: string;
  title: string;
  /** The item as sent: the link dispatcher reads its link fields or its id. */
  item: AdItem;
}

const COVER_FIELDS = ['cover', 'img', 'image', 'imgUrl', 'pic', 'picUrl', 'thumb'];
const TEXT_FIELDS = ['title', 'name', 'text', 'content'];

/** The config's names for an ad's cover and text (§3 "name configurable"), ours first as fallback. */
function adFieldNames(config: unknown): { cover: string[]; text: string[] } {
  const adsType = field(config, 'adsType');
  const cover = text(field(adsType, 'coverField'));
  const label = text(field(adsType, 'textField'));
  return {
    cover: cover ? [cover, ...COVER_FIELDS] : COVER_FIELDS,
    text: label ? [label, ...TEXT_FIELDS] : TEXT_FIELDS,
  };
}

function firstText(item: Loose, names: readonly string[]): string {
  for (const name of names) {
    const value = text(item[name]);
    if (value) return value;
  }
  return '';
}

function toAd(raw: unknown, index: number, names: { cover: string[]; text: string[] }) {
  if (!isObject(raw)) return null;
  const id = idOf(raw.id);
  const cover = firstText(raw, names.cover);
  const title = firstText(raw, names.text);
  // Nothing to show, or nothing a tap could do: not an ad the screen can render.
  if ((!cover && !title) || (id === null && adLink(raw) === null)) return null;
  const ad: ShellAd = {
    key: id === null ? `i${index}` : `a${id}`,
    position: numberOf(raw.position),
    cover,
    title,
    item: raw as AdItem,
  };
  return ad;
}

/** Every usable ad of the config, in the order sent. */
export function configAds(config: unknown): ShellAd[] {
  const names = adFieldNames(config);
  const seen = new Set<string>();
  const out: ShellAd[] = [];
  listOf(field(config, 'advertise')).forEach((raw, index) => {
    const ad = toAd(raw, index, names);
    if (!ad || seen.has(ad.key)) return;
    seen.add(ad.key);
    out.push(ad);
  });
  return out;
}

/** The ads of one position, in the order sent. */
export function adsAt(config: unknown, position: number): ShellAd[] {
  return configAds(config).filter((ad) => ad.position === position);
}

export interface Announcement {
  key: string;
  title: string;
  content: string;
  /** An announcement may carry a link like an ad does; null when it is text only. */
  link: string | null;
  item: AdItem;
}

/** §3 `announcement`: a list of `{ title, content }`, one object, or plain text. */
export function announcementsFrom(config: unknown): Announcement[] {
  const value = field(config, 'announcement');
  const raws = typeof value === 'string' ? [{ content: value }] : listOf(value);
  const list = raws.length === 0 && isObject(value) && !('list' in value) ? [value] : raws;
  const out: Announcement[] = [];
  list.forEach((raw, index) => {
    const item: Loose = typeof raw === 'string' ? { content: raw } : isObject(raw) ? raw : {};
    const title = text(item.title);
    const content = text(item.content) || text(item.text) || text(item.notice);
    if (!title && !content) return;
    const id = idOf(item.id);
    out.push({
      key: id === null ? `n${index}` : `n${id}`,
      title,
      content,
      link: adLink(item as AdItem),
      item: item as AdItem,
    });
  });
  return out;
}

/** One line for the scrolling notice bar: each announcement as 「title：content」. */
export function noticeText(list: readonly Announcement[]): string {
  return list
    .map((a) => (a.title && a.content ? `${a.title}：${a.content}` : a.title || a.content))
    .join('　　');
}

export interface NineGridEntry {
  key: string;
  name: string;
  icon: string;
  item: AdItem;
}

/** statConfigApp.nineList: the shortcut grid (at most nine, as the name says). */
export function nineGridFrom(config: unknown): NineGridEntry[] {
  const out: NineGridEntry[] = [];
  listOf(field(field(config, 'statConfigApp'), 'nineList')).forEach((raw, index) => {
    if (!isObject(raw) || out.length >= 9) return;
    const name = text(raw.name) || text(raw.title);
    if (!name || adLink(raw as AdItem) === null) return;
    const id = idOf(raw.id);
    out.push({
      key: id === null ? `g${index}` : `g${id}`,
      name,
      icon: text(raw.icon) || text(raw.img) || text(raw.cover),
      item: raw as AdItem,
    });
  });
  return out;
}

export interface AdSection {
  key: string;
  name: string;
  ads: ShellAd[];
}

function locIdsOf(raw: Loose): number[] {
  const value = raw.locIds;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map(numberOf).filter((n): n is number => n !== null);
}

/**
 * statConfigApp.list as rows of ads: each entry names a screen and the ad positions
 * (locIds) it owns. Positions that have a slot of their own, and the entry the home banner
 * belongs to (the home screen itself), are left out; entries left with no ad are dropped.
 */
export function adSectionsFrom(
  config: unknown,
  exclude: readonly number[] = OWN_SLOT_POSITIONS,
): AdSection[] {
  const ads = configAds(config);
  const out: AdSection[] = [];
  listOf(field(field(config, 'statConfigApp'), 'list')).forEach((raw, index) => {
    if (!isObject(raw)) return;
    const name = text(raw.name);
    const locIds = locIdsOf(raw);
    if (!name || locIds.includes(AD_POSITION.homeBanner)) return;
    const wanted = locIds.filter((id) => !exclude.includes(id));
    const sectionAds = ads.filter((ad) => ad.position !== null && wanted.includes(ad.position));
    if (sectionAds.length === 0) return;
    const id = idOf(raw.id);
    out.push({ key: id === null ? `s${index}` : `s${id}`, name, ads: sectionAds });
  });
  return out;
}

/** What a nine-grid tile shows until its icon comes: the name's first character, whole. */
export function gridInitial(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}

export interface FloatingWindow {
  key: 'floatingWindow' | 'aiFloatingWindow';
  title: string;
  cover: string;
  item: AdItem;
}

/** floatingWindow and aiFloatingWindow, when enabled and carrying a cover and a link. */
export function floatingWindowsFrom(config: unknown): FloatingWindow[] {
  const keys = ['floatingWindow', 'aiFloatingWindow'] as const;
  const out: FloatingWindow[] = [];
  for (const key of keys) {
    const raw = listOf(field(config, key))[0] ?? field(config, key);
    if (!isObject(raw)) continue;
    const enabled = raw.enabled ?? raw.status ?? true;
    if (enabled === false || enabled === 0 || enabled === '0') continue;
    const cover = text(raw.cover) || text(raw.img) || text(raw.image);
    if (!cover || (adLink(raw as AdItem) === null && idOf(raw.id) === null)) continue;
    out.push({ key, title: text(raw.title) || text(raw.name), cover, item: raw as AdItem });
  }
  return out;
}
