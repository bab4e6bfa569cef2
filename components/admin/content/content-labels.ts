// The Chinese words of the 内容 screens: ingest states, where a video stands, access.
import type { VideoAccess } from '@/lib/domain/video/entitlement';
import type { Publication } from '@/lib/domain/video/ingest-draft';
import type { IngestRow } from '@/lib/protocol/shapes/admin/content';

export const STATE_LABELS: Record<IngestRow['state'], string> = {
  queued: '排队中',
  probing: '检测中',
  transcoding: '转码中',
  ready: '可发布',
  failed: '失败',
};

export const PUBLICATION_LABELS: Record<Publication, string> = {
  draft: '未发布',
  scheduled: '定时发布',
  published: '已发布',
  unpublished: '已下架',
};

export const ACCESS_LABELS: Record<VideoAccess, string> = {
  free: '免费',
  vip: 'VIP',
  paid: '钻石付费',
};

/** 'YYYY-MM-DD HH:mm' in the browser's zone, for unix seconds. */
export function timeOf(seconds: number | null): string {
  if (seconds === null) return '—';
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
