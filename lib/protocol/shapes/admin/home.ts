// Answer shapes of the console's home calls (docs/admin-api.md "Home"): tabs with their sections,
// and ads, each row with the `version` an editor sends back when saving it.
import * as v from 'valibot';

import { FEED_KINDS, FEED_ORDERS, HOME_AREAS } from '@/lib/domain/admin/home-config';
import { AD_LINK_FIELDS } from '@/lib/domain/platform/links';

import { SECTION_LAYOUTS } from '../video';

export const homeSectionRow = v.object({
  id: v.number(),
  tabId: v.number(),
  name: v.string(),
  layout: v.picklist(SECTION_LAYOUTS),
  size: v.number(),
  kind: v.picklist(FEED_KINDS),
  refId: v.number(),
  feedOrder: v.picklist(FEED_ORDERS),
  showMore: v.boolean(),
  sort: v.number(),
  version: v.number(),
});
export type HomeSectionRow = v.InferOutput<typeof homeSectionRow>;

export const homeTabRow = v.object({
  id: v.number(),
  area: v.picklist(HOME_AREAS),
  name: v.string(),
  kind: v.picklist(FEED_KINDS),
  refId: v.number(),
  feedOrder: v.picklist(FEED_ORDERS),
  sort: v.number(),
  version: v.number(),
  sections: v.array(homeSectionRow),
});
export type HomeTabRow = v.InferOutput<typeof homeTabRow>;

export const homeLayout = v.object({
  tabs: v.array(homeTabRow),
  /** The IMAGE line's first server (…/cdn/img): covers are paths on it, obfuscated (§5). */
  imageLine: v.string(),
});
export type HomeLayout = v.InferOutput<typeof homeLayout>;

export const adRow = v.object({
  id: v.number(),
  position: v.number(),
  title: v.string(),
  /** A path on the IMAGE line. */
  cover: v.string(),
  link: v.string(),
  /** Which config field carries the link; null: only the id (the app makes ad/click). */
  linkField: v.nullable(v.picklist(AD_LINK_FIELDS)),
  sort: v.number(),
  enabled: v.boolean(),
  clickCount: v.number(),
  version: v.number(),
});
export type AdRow = v.InferOutput<typeof adRow>;

export const adList = v.object({
  ads: v.array(adRow),
  positions: v.array(v.object({ position: v.number(), name: v.string() })),
  imageLine: v.string(),
  /** The config's own statConfigApp and adsType, so the preview places ads by the app's rule. */
  statConfigApp: v.unknown(),
  adsType: v.unknown(),
});

export const sectionAnswer = v.object({ section: homeSectionRow });
export const tabAnswer = v.object({ tab: homeTabRow });
export const adAnswer = v.object({ ad: adRow });
export const removed = v.object({ id: v.number() });
export const pictureAnswer = v.object({ cover: v.string() });

export const previewCard = v.object({ id: v.number(), title: v.string(), cover: v.string() });
export const homePreview = v.object({
  /** One list per requested section, in order: the first videos its feed shows now. */
  sections: v.array(v.array(previewCard)),
});
