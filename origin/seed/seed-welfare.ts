// The 福利 tab's operator data (docs/welfare-api.md): the daily and one-off tasks, and the
// recommended apps (fictional, each linking to the page the origin serves for it; icons by
// make-images.ts).
import { APP_PAGE_PREFIX } from '@/lib/domain/platform/app-links';
import type { TaskKind, TaskPeriod } from '@/lib/domain/welfare/welfare';

import type { Db } from '../db/client';
import { apps, tasks } from '../db/schema/welfare';
import { SEED_MEDIA_CLOCK } from './seed-media';

export type SeedTask = {
  id: number;
  kind: TaskKind;
  period: TaskPeriod;
  title: string;
  description: string;
  goal: number;
  /** Diamonds in §5 tenths. */
  reward: number;
  link: string;
};

export const SEED_TASKS: readonly SeedTask[] = [
  {
    id: 1,
    kind: 'checkin',
    period: 'daily',
    title: '每日签到',
    description: '每天签到领钻石',
    goal: 1,
    reward: 20,
    link: '',
  },
  {
    id: 2,
    kind: 'watch',
    period: 'daily',
    title: '观看3部影片',
    description: '今天看满3部不同的影片',
    goal: 3,
    reward: 30,
    link: '/lld',
  },
  {
    id: 3,
    kind: 'online',
    period: 'daily',
    title: '在线满10分钟',
    description: '今天累计在线10分钟',
    // Seconds.
    goal: 600,
    reward: 20,
    link: '',
  },
  {
    id: 4,
    kind: 'comment',
    period: 'daily',
    title: '发表1条评论',
    description: '在帖子下留下你的看法',
    goal: 1,
    reward: 20,
    link: '/community',
  },
  {
    id: 5,
    kind: 'bindPhone',
    period: 'once',
    title: '绑定手机号',
    description: '绑定后可用手机号登录',
    goal: 1,
    reward: 100,
    link: '/mine/setting/bindPhone',
  },
  {
    id: 6,
    kind: 'firstPost',
    period: 'once',
    title: '发布第一篇帖子',
    description: '在社区分享你的第一篇帖子',
    goal: 1,
    reward: 100,
    link: '/community/publish',
  },
  {
    id: 7,
    kind: 'invite',
    period: 'once',
    title: '邀请1位好友',
    description: '好友填写你的邀请码即可',
    goal: 1,
    reward: 100,
    link: '/mine/invitation',
  },
];

export type SeedApp = { slug: string; name: string; description: string; glyph: string };

/** In the 应用推荐 order; the n-th app's icon is /icons/app-n.png, showing its glyph. */
export const SEED_APPS: readonly SeedApp[] = [
  { slug: 'lite', name: '影视社区极速版', description: '省流量更流畅，新片抢先看', glyph: '极速' },
  { slug: 'comics', name: '漫画天堂', description: '热门国漫日漫每日更新', glyph: '漫' },
  { slug: 'shorts', name: '短剧大全', description: '爆款短剧一口气看完', glyph: '剧' },
  { slug: 'novels', name: '小说阅读', description: '海量小说免费读，离线也能看', glyph: '书' },
  { slug: 'live', name: '直播助手', description: '开播提醒，精彩直播不错过', glyph: '播' },
  { slug: 'music', name: '音乐随身听', description: '千万曲库，无损音质随心听', glyph: '乐' },
];

export const appIconPath = (n: number) => `/icons/app-${n}.png`;

/**
 * SEED_ONLINE_TASK_SECONDS (e2e and demos, a fresh seed only): the online task's goal in whole
 * seconds (1–600) instead of 600, so a test sees 在线满10分钟 done without waiting ten minutes
 * (the origin credits no more than the wall time). Anything else keeps the default.
 */
export function seedOnlineTaskSeconds(env: Record<string, string | undefined>): number | undefined {
  const text = env.SEED_ONLINE_TASK_SECONDS?.trim() ?? '';
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const seconds = Number(text);
  return seconds >= 1 && seconds <= 600 ? seconds : undefined;
}

export async function seedWelfare(
  db: Db,
  { onlineTaskSeconds }: { onlineTaskSeconds?: number } = {},
): Promise<void> {
  const goalOf = (t: SeedTask) =>
    t.kind === 'online' && onlineTaskSeconds !== undefined ? onlineTaskSeconds : t.goal;
  await db.insert(tasks).values(
    SEED_TASKS.map((t, i) => ({
      ...t,
      goal: goalOf(t),
      sort: i + 1,
      createdAt: SEED_MEDIA_CLOCK,
    })),
  );
  await db.insert(apps).values(
    SEED_APPS.map((a, i) => ({
      name: a.name,
      icon: appIconPath(i + 1),
      description: a.description,
      url: `${APP_PAGE_PREFIX}${a.slug}`,
      sort: i + 1,
      createdAt: SEED_MEDIA_CLOCK,
    })),
  );
}
