// The short-video feed's own seed: portrait clips (media-library.ts, `portrait`) posted by UP主
// as video posts, newer than the catalogue, so media/short/recommend opens on them and each has
// an uploader to follow and a post to comment on. Rows only: the clips are committed files.
import type { Db } from '../db/client';
import { posts } from '../db/schema/community';
import { videos } from '../db/schema/media';
import { CLIPS, clipSize, isPortrait } from '../services/video/media-library';
import { insertRows } from './insert-rows';
import { videoCover } from './media-assets';
import { FIRST_UPLOADER_ID, SEED_POST_COUNT, TOPIC_IDS } from './seed-community';
import { FIRST_VIDEO_ID, SEED_MEDIA_CLOCK, SEED_VIDEO_COUNT } from './seed-media';

export const FIRST_SHORT_ID = FIRST_VIDEO_ID + SEED_VIDEO_COUNT;
export const SHORT_COUNT = 12;
/** The paid short (the feed's 4th): a preview, then the paywall. */
export const PAID_SHORT_INDEX = 3;
/** The VIP-only short (the feed's 7th). */
export const VIP_SHORT_INDEX = 6;

const TITLES = [
  '下班路上的晚霞，太治愈了',
  '三秒学会一个拍照小技巧',
  '猫咪第一次看到雪的反应',
  '【独家】新片幕后花絮抢先看',
  '一分钟做好早餐三明治',
  '街头偶遇的吉他弹唱',
  '【会员专享】导演剪辑版片段',
  '海边日出延时摄影',
  '老街的早点摊，十年没变',
  '雨夜城市的霓虹灯',
  '周末露营的一天',
  '给朋友的生日惊喜',
];

const MINUTE_MS = 60_000;

/** The short videos' rows, newest first by id (deterministic). */
export function seedShortVideos() {
  const portrait = CLIPS.filter(isPortrait);
  return TITLES.slice(0, SHORT_COUNT).map((title, i) => {
    const clip = portrait[i % portrait.length]!;
    const access =
      i === PAID_SHORT_INDEX
        ? ('paid' as const)
        : i === VIP_SHORT_INDEX
          ? ('vip' as const)
          : ('free' as const);
    return {
      id: FIRST_SHORT_ID + i,
      title,
      description: title,
      // The catalogue's covers stand in (the poster shows only until the first frame).
      cover: videoCover(FIRST_VIDEO_ID + i),
      clip: clip.key,
      duration: clip.duration,
      ...clipSize(clip),
      views: 5_000 + ((i * 7919) % 90_000),
      likes: 300 + ((i * 104_729) % 9_000),
      access,
      price: access === 'paid' ? 50 : 0,
      // The last minutes before the seed clock, after the catalogue: the feed opens on them.
      publishedAt: new Date(SEED_MEDIA_CLOCK.getTime() - i * MINUTE_MS),
      sort: SEED_VIDEO_COUNT + i + 1,
      uploaderId: FIRST_UPLOADER_ID + ((i * 3) % 40),
    };
  });
}

export async function seedShorts(db: Db): Promise<void> {
  const rows = seedShortVideos();
  await insertRows(db, videos, rows);
  await insertRows(
    db,
    posts,
    rows.map((v, i) => ({
      id: SEED_POST_COUNT + 1 + i,
      userId: v.uploaderId,
      categoryId: TOPIC_IDS[i % TOPIC_IDS.length]!,
      kind: 'video' as const,
      content: v.title,
      images: [],
      videoId: v.id,
      status: 'published' as const,
      createdAt: v.publishedAt,
    })),
  );
}
