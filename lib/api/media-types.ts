// The media shapes of docs/media-api.md, as the browser reads them.
import type { VideoAccess } from '@/lib/domain/playback';

export type Ref = { id: number; name: string };

export interface VideoCard {
  id: number;
  title: string;
  cover: string;
  duration: number;
  views: number;
  likes: number;
  access: VideoAccess;
  price: number;
  publishedAt: number;
  tags: Ref[];
}

export interface VideoDetail extends VideoCard {
  description: string;
  actor: (Ref & { avatar: string }) | null;
  topic: Ref | null;
  collection: Ref | null;
  liked: boolean;
  collected: boolean;
}

/** An advertise item as the config carries them (position 40 plays before a preview). */
export interface AdItem {
  id?: number | string;
  position?: number;
  [field: string]: unknown;
}

export interface PlayInfo {
  video: VideoDetail;
  entitled: boolean;
  reason: 'free' | 'vip' | 'bought' | null;
  previewSeconds: number;
  price: number;
  balance: number;
  position: number;
  playlist: string;
  ad: AdItem | null;
}

export interface PageOf<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PayResult {
  bought: boolean;
  balance: number;
  charged: number;
}
