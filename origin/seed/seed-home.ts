// The home tabs of /home and /lld and the sections on each (seed-media.ts writes them): which
// feed each tab and section shows, in which layout and how many videos.
//
// Rules that keep a tab from showing one video twice (editorial-order.ts enforces the rest):
// every tab's own feed (为你推荐) is in the editorial order; a tag section lists newest first,
// the order its 更多 page (/subpage/labelPage) opens with; the tag sections of one tab are
// genres or sub-genres that share no video; no two sections of an area show the same feed.
import type { SectionLayout } from '@/lib/protocol/shapes/video';

import type { FeedKind, FeedOrder, HomeArea } from '../db/schema/media';
import { SEED_TOPICS } from './media-lists';
import { TAG } from './media-words';

export type FeedSeed = { kind: FeedKind; refId: number; feedOrder: FeedOrder };
export type TabSeed = FeedSeed & { id: number; area: HomeArea; name: string };
export type SectionSeed = FeedSeed & {
  name: string;
  layout: SectionLayout;
  size: 4 | 6 | 9;
  showMore?: boolean;
};

const published = (feedOrder: FeedOrder) => ({ kind: 'published' as const, refId: 0, feedOrder });
const tagFeed = (tag: string, feedOrder: FeedOrder = 'new') => ({
  kind: 'tag' as const,
  refId: TAG[tag]!,
  feedOrder,
});
const topicFeed = (name: string) => ({
  kind: 'topic' as const,
  refId: SEED_TOPICS.find((t) => t.name === name)!.id,
  feedOrder: 'sort' as const,
});

export const SEED_TABS: readonly TabSeed[] = [
  { id: 1, area: 'home', name: '推荐', ...published('sort') },
  { id: 2, area: 'home', name: '最新', ...published('sort') },
  { id: 3, area: 'home', name: '热门', ...published('sort') },
  { id: 4, area: 'home', name: '美食', ...tagFeed('美食', 'sort') },
  { id: 5, area: 'home', name: '旅行', ...tagFeed('旅行', 'sort') },
  { id: 6, area: 'home', name: '科技', ...tagFeed('科技', 'sort') },
  { id: 11, area: 'lld', name: '电影', ...tagFeed('电影', 'sort') },
  { id: 12, area: 'lld', name: '剧集', ...tagFeed('剧集', 'sort') },
  { id: 13, area: 'lld', name: '纪录片', ...tagFeed('纪录片', 'sort') },
  { id: 14, area: 'lld', name: '动漫', ...tagFeed('动漫', 'sort') },
  { id: 15, area: 'lld', name: '综艺', ...tagFeed('综艺', 'sort') },
];

type Part = [name: string, tag: string];

/** A genre's tab: three of its sub-genres (slider, grid, list), then a topic when given. */
function genreTab(parts: [Part, Part, Part], topic?: [name: string, layout: SectionLayout]) {
  const [a, b, c] = parts;
  const sections: SectionSeed[] = [
    { name: a[0], layout: 'slider', size: 6, ...tagFeed(a[1]) },
    { name: b[0], layout: 'grid2', size: 6, ...tagFeed(b[1]) },
    { name: c[0], layout: 'list', size: 4, ...tagFeed(c[1]) },
  ];
  if (topic) sections.push({ name: topic[0], layout: topic[1], size: 4, ...topicFeed(topic[0]) });
  return sections;
}

export const SECTIONS_BY_TAB: Record<number, SectionSeed[]> = {
  // The first tab's one list in a fixed order is 热播榜: the others are editorial, so no
  // video can be both among the most viewed and the newest of a genre.
  1: [
    { name: '热播榜', layout: 'slider', size: 6, ...published('views') },
    { name: '今日推荐', layout: 'grid2', size: 4, ...topicFeed('今日精选'), showMore: false },
    { name: '综艺名场面', layout: 'nine', size: 9, ...topicFeed('综艺名场面') },
    { name: '治愈时光', layout: 'list', size: 4, ...topicFeed('治愈时光') },
    { name: '深夜食堂', layout: 'grid2', size: 6, ...topicFeed('深夜食堂') },
  ],
  2: [
    { name: '新片上映', layout: 'slider', size: 6, ...tagFeed('电影') },
    { name: '新番速递', layout: 'nine', size: 9, ...tagFeed('动漫') },
    { name: '新剧抢先看', layout: 'list', size: 4, ...tagFeed('剧集') },
    { name: '综艺上新', layout: 'grid2', size: 6, ...tagFeed('综艺') },
  ],
  3: [
    { name: '点赞最多', layout: 'grid2', size: 6, ...published('hot') },
    { name: '体坛热点', layout: 'list', size: 4, ...tagFeed('体育') },
    { name: '经典重温', layout: 'nine', size: 9, ...topicFeed('经典重温') },
    { name: '周末片单', layout: 'slider', size: 6, ...topicFeed('周末片单') },
  ],
  4: genreTab([
    ['家常菜', '家常菜'],
    ['探店', '探店'],
    ['烘焙', '烘焙'],
  ]),
  5: genreTab(
    [
      ['自驾路上', '自驾'],
      ['城市漫步', '城市漫步'],
      ['海岛时光', '海岛'],
    ],
    ['环球旅行', 'grid2'],
  ),
  6: genreTab(
    [
      ['数码评测', '数码'],
      ['汽车', '汽车'],
      ['科普', '科普'],
    ],
    ['科学之光', 'grid2'],
  ),
  11: genreTab(
    [
      ['烧脑悬疑', '悬疑片'],
      ['开心喜剧', '喜剧片'],
      ['科幻大片', '科幻片'],
    ],
    ['经典重温', 'grid2'],
  ),
  12: genreTab(
    [
      ['古装剧场', '古装剧'],
      ['都市情感', '都市剧'],
      ['悬疑追凶', '悬疑剧'],
    ],
    ['周末片单', 'grid2'],
  ),
  13: [
    { name: '最新纪录片', layout: 'slider', size: 6, ...tagFeed('纪录片') },
    { name: '自然万象', layout: 'grid2', size: 6, ...tagFeed('自然') },
    { name: '历史长河', layout: 'list', size: 4, ...tagFeed('历史') },
    { name: '科学之光', layout: 'grid2', size: 4, ...topicFeed('科学之光') },
  ],
  14: genreTab([
    ['热血番', '热血'],
    ['治愈系', '治愈'],
    ['国漫', '国漫'],
  ]),
  15: genreTab(
    [
      ['真人秀', '真人秀'],
      ['脱口秀', '脱口秀'],
      ['音乐综艺', '音综'],
    ],
    ['综艺名场面', 'grid2'],
  ),
};
