// The shapes of the media calls as the browser reads them: the call table's answer schemas
// (lib/protocol/shapes/video.ts, docs/media-api.md), as types only, so no schema ships.
export type {
  Actor,
  Collection,
  HotKeyword,
  HotKeywords,
  MediaHome,
  PageOf,
  PlayInfo,
  Purchase,
  Ref,
  Section,
  SectionLayout,
  SectionMore,
  ShortCard,
  Topic,
  VideoAccess,
  VideoCard,
  VideoDetail,
  WatchedVideo,
} from '@/lib/protocol/shapes/video';
import type { CallInput, CallOutput } from '@/lib/protocol/call-table';

export type HomeArea = CallInput<'media/home'>['area'];
export type TagSort = NonNullable<CallInput<'media/tag/details'>['sort']>;
export type PublishedSort = NonNullable<CallInput<'media/published'>['sort']>;

export type TagDetails = CallOutput<'media/tag/details'>;
export type TopicDetails = CallOutput<'media/topic/details'>;
export type ActorDetails = CallOutput<'media/actor/details'>;
export type CollectionDetails = CallOutput<'media/collect/details'>;

/** Codes the media calls answer besides 200 (ARCHITECTURE "Protocol"). */
export const MEDIA_CODE = {
  /** Not enough diamonds (pay, collect/pay). */
  balanceLow: 4010,
  /** Needs VIP or a purchase (play answers PlayInfo with entitled false). */
  notEntitled: 4030,
  notFound: 4040,
} as const;
