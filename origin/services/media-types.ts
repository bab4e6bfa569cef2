// The answer shapes of the media calls, as docs/media-api.md "Shapes" defines them.
import type { EntitlementReason, VideoAccess } from '@/lib/domain/entitlement';

import type { FeedOrder, SectionLayout } from '../db/schema/media';
import type { AdItem } from './ads';

export type Ref = { id: number; name: string };

export type VideoCard = {
  id: number;
  title: string;
  cover: string;
  duration: number;
  views: number;
  likes: number;
  access: VideoAccess;
  price: number;
  /** Unix seconds. */
  publishedAt: number;
  /** At most 3. */
  tags: Ref[];
};

export type VideoDetail = VideoCard & {
  description: string;
  actor: (Ref & { avatar: string }) | null;
  topic: Ref | null;
  collection: Ref | null;
  liked: boolean;
  collected: boolean;
};

export type PageOf<T> = { list: T[]; page: number; pageSize: number; total: number };

export type PlayInfo = {
  video: VideoDetail;
  entitled: boolean;
  reason: EntitlementReason | null;
  previewSeconds: number;
  price: number;
  balance: number;
  position: number;
  playlist: string;
  ad: AdItem | null;
};

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

export type Collection = Ref & { cover: string; count: number; price: number; description: string };

export type PurchaseResult = { bought: true; balance: number; charged: number };
