// What a tap on an ad, notice, banner, avatar or content card does (§2 "Link and deep-link
// dispatch"), as a pure decision. Every rule comes from lib/domain/platform/links and safe-url; this
// file only recognises the kind of item and chains them. useOpenLink() carries it out.
import {
  NOT_FOUND_PATH,
  adLink,
  parseLink,
  routeForAction,
  routeForContentType,
  routeForTypeCode,
  toLinkAction,
  withAppToken,
  type AdItem,
  type LinkParamValue,
  type LinkParams,
} from './links';
import { resolveLinkTarget } from './safe-url';

/** A notification or jump item (§3): a type code of §2, or failing that its own link. */
export interface JumpItem {
  typeCode: string | number | null | undefined;
  id?: LinkParamValue;
  name?: LinkParamValue;
  urlParent?: string | null;
}

/** A content card (§2 content-type routing). */
export interface ContentItem {
  contentType: string | number | null | undefined;
  id?: LinkParamValue;
}

/** An action key of §2's table with its parameters; avatars use `user_center` with the id. */
export interface ActionItem {
  action: string;
  params?: LinkParams;
}

export type LinkItem = string | AdItem | JumpItem | ContentItem | ActionItem;

export interface OpenContext {
  /** The app token, added to external links that carry a `token` parameter. */
  token: string | null;
  /** The stored isAppStore flag (§9): external links go to the iOS wrapper. */
  isAppStore: boolean;
}

export type OpenDecision =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string; via: 'wrapper' | 'window' }
  | { kind: 'click'; id: string | number }
  | { kind: 'refused' };

const REFUSED: OpenDecision = { kind: 'refused' };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const has = (item: Record<string, unknown>, field: string) =>
  Object.prototype.hasOwnProperty.call(item, field) && item[field] != null;

/**
 * A link string: safe-url decides where it may go. An in-app path whose first segment is an
 * action key of §2 ('vip', '/video?id=3', 'video_tag?id=1&name=…') routes like that action
 * with the link's query (id, index, name); any other in-app path is opened as written.
 */
export function decideLink(raw: unknown, context: OpenContext): OpenDecision {
  const target = resolveLinkTarget(raw);
  if (target.kind === 'refused') return REFUSED;
  if (target.kind === 'external') {
    return {
      kind: 'external',
      url: withAppToken(target.url, context.token),
      via: context.isAppStore ? 'wrapper' : 'window',
    };
  }
  const { urlParent, query } = parseLink(target.path);
  const segment = urlParent.replace(/^\/+/, '');
  const action = segment.includes('/') ? undefined : toLinkAction(segment);
  if (action === undefined) return { kind: 'route', path: target.path };
  return { kind: 'route', path: routeForAction(action, query) };
}

function clickId(id: unknown): string | number | null {
  if (typeof id === 'number') return Number.isFinite(id) ? id : null;
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return null;
}

/**
 * The decision for any tap. Recognised by field, most specific first: an action, a jump item
 * (typeCode), a content card (contentType), then an ad item (a link field, or only an id,
 * which needs the advertise-click call). Unknown codes and types land on /notFound (§8).
 */
export function decideOpen(item: LinkItem | null | undefined, context: OpenContext): OpenDecision {
  if (typeof item === 'string') return decideLink(item, context);
  if (!isObject(item)) return REFUSED;

  if (typeof item.action === 'string') {
    const params = isObject(item.params) ? (item.params as LinkParams) : {};
    return { kind: 'route', path: routeForAction(item.action, params) };
  }
  if (has(item, 'typeCode')) {
    const jump = item as unknown as JumpItem;
    const path = routeForTypeCode(jump.typeCode, { id: jump.id, name: jump.name });
    // A code that leads nowhere (unknown, or missing its id) but a link of its own: follow it.
    const own = typeof jump.urlParent === 'string' ? jump.urlParent.trim() : '';
    if (path === NOT_FOUND_PATH && own !== '') return decideLink(own, context);
    return { kind: 'route', path };
  }
  if (has(item, 'contentType')) {
    const content = item as unknown as ContentItem;
    return { kind: 'route', path: routeForContentType(content.contentType, content.id) };
  }

  const link = adLink(item as AdItem);
  if (link !== null) return decideLink(link, context);
  const id = clickId(item.id);
  return id === null ? REFUSED : { kind: 'click', id };
}
