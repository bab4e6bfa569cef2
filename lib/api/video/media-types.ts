// The shapes of the media calls, exactly as docs/media-api.md writes them (the contract
// between the origin and the browser). Numbers in §5 units: prices and balances are diamond
// amounts (shown /10 with formatDiamond), times are unix seconds.
import type { AdItem } from '@/lib/domain/links';
import type { Collection, PageOf, PlayInfoOf, Ref, VideoCard } from '@/lib/domain/media-shapes';

export type {
  Collection,
  PageOf,
  Purchase,
  Ref,
  VideoAccess,
  VideoCard,
  VideoDetail,
} from '@/lib/domain/media-shapes';

export type PlayInfo = PlayInfoOf<AdItem>;

export type SectionLayout = 'grid2' | 'list' | 'nine' | 'slider';

export type SectionMore = { kind: 'tag' | 'topic' | 'published'; id: number };

export type Section = {
  id: number;
  name: string;
  layout: SectionLayout;
  /** First page: 4, 6 or 9 items. */
  videos: VideoCard[];
  more: SectionMore | null;
};

export type HomeArea = 'home' | 'lld';

/** media/home */
export type MediaHome = { tabs: Ref[]; tabId: number; sections: Section[] };

export type TagSort = 'new' | 'hot';
export type PublishedSort = 'new' | 'hot' | 'views';

export type Topic = Ref & { cover: string; description: string };
export type Actor = Ref & { avatar: string; description: string };

export type TagDetails = { tag: Ref; videos: PageOf<VideoCard> };
export type TopicDetails = { topic: Topic; videos: PageOf<VideoCard> };
export type ActorDetails = { actor: Actor; videos: PageOf<VideoCard> };
export type CollectionDetails = {
  collection: Collection;
  videos: PageOf<VideoCard>;
  bought: boolean;
};

export type HotKeyword = { keyword: string; heat: number };
/** media/hotSearchs/list and search/hot */
export type HotKeywords = { list: HotKeyword[] };

export type WatchedVideo = VideoCard & { position: number; watchedAt: number };

/** Codes the media calls answer besides 200 (ARCHITECTURE "Protocol"). */
export const MEDIA_CODE = {
  /** Not enough diamonds (pay, collect/pay). */
  balanceLow: 4010,
  /** Needs VIP or a purchase (play answers PlayInfo with entitled false). */
  notEntitled: 4030,
  notFound: 4040,
} as const;
