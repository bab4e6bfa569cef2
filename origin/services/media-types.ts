// The answer shapes of the media calls, as docs/media-api.md "Shapes" defines them; the ones
// the browser reads too live once in lib/domain/media-shapes.ts.
import type { PlayInfoOf, VideoCard } from '@/lib/domain/media-shapes';

import type { FeedOrder, SectionLayout } from '../db/schema/media';
import type { AdItem } from './ads';

export type { Collection, PageOf, Ref, VideoCard, VideoDetail } from '@/lib/domain/media-shapes';
export type PlayInfo = PlayInfoOf<AdItem>;

export type MoreLink = {
  kind: 'tag' | 'topic' | 'published';
  id: number;
  /** The order the section lists in, when not the editorial one (tag: new|hot; published: new|hot|views). */
  sort?: Exclude<FeedOrder, 'sort'>;
};

export type Section = {
  id: number;
  name: string;
  layout: SectionLayout;
  videos: VideoCard[];
  more: MoreLink | null;
};

export type { Purchase as PurchaseResult } from '@/lib/domain/media-shapes';
