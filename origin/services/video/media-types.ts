// The answer shapes of the media calls: the call table's schemas (lib/protocol/shapes/video.ts,
// docs/media-api.md "Shapes"), as types. The origin's answers are checked against them in tests.
import type { SectionLayout, Section as SectionShape } from '@/lib/protocol/shapes/video';

import type { FeedOrder } from '../../db/schema/media';

export type {
  Collection,
  PageOf,
  PlayInfo,
  Ref,
  VideoCard,
  VideoDetail,
} from '@/lib/protocol/shapes/video';
export type { Purchase as PurchaseResult } from '@/lib/protocol/shapes/video';

export type MoreLink = NonNullable<SectionShape['more']> & {
  sort?: Exclude<FeedOrder, 'sort'>;
};

export type Section = Omit<SectionShape, 'layout' | 'more'> & {
  layout: SectionLayout;
  more: MoreLink | null;
};
