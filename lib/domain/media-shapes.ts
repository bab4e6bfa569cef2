// The shapes of docs/media-api.md shared by the origin (which answers them) and the browser
// (which reads them): one definition, so the two sides cannot drift apart.
import type { EntitlementReason, VideoAccess } from './entitlement';

export type { EntitlementReason, VideoAccess };

export type Ref = { id: number; name: string };

/** A video as a card shows it. Amounts in §5 units (diamonds shown /10), times unix seconds. */
export type VideoCard = {
  id: number;
  title: string;
  /** IMAGE-line path, obfuscated (§5), e.g. "/vcovers/v-01.jpg". */
  cover: string;
  /** Seconds. */
  duration: number;
  views: number;
  likes: number;
  access: VideoAccess;
  /** Diamond amount; 0 unless access is 'paid'. */
  price: number;
  publishedAt: number;
  /** At most 3 on a card. */
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

/** media/play; `Ad` is the advertise item type of the side that reads or writes it. */
export type PlayInfoOf<Ad> = {
  video: VideoDetail;
  entitled: boolean;
  reason: EntitlementReason | null;
  previewSeconds: number;
  price: number;
  balance: number;
  position: number;
  playlist: string;
  ad: Ad | null;
};

export type Collection = Ref & { cover: string; count: number; price: number; description: string };

/** media/pay and media/collect/pay; buying again answers charged 0. */
export type Purchase = { bought: true; balance: number; charged: number };
