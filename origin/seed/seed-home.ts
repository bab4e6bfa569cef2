// The home tabs of /home and /lld and the sections on each (seed-media.ts writes them): which
// feed each tab and section shows, in which layout and how many videos.
import type { FeedKind, FeedOrder, HomeArea, SectionLayout } from '../db/schema/media';
import { TAG } from './media-words';

export type TabSeed = {
  id: number;
  area: HomeArea;
  name: string;
  kind: FeedKind;
  refId: number;
  feedOrder: FeedOrder;
};
export type SectionSeed = {
  name: string;
  layout: SectionLayout;
  size: 4 | 6 | 9;
  kind: FeedKind;
  refId: number;
  feedOrder: FeedOrder;
  showMore?: boolean;
};

const published = (feedOrder: FeedOrder) => ({ kind: 'published' as const, refId: 0, feedOrder });
const tagFeed = (tag: string, feedOrder: FeedOrder = 'sort') => ({
  kind: 'tag' as const,
  refId: TAG[tag]!,
  feedOrder,
});
const topicFeed = (id: number) => ({
  kind: 'topic' as const,
  refId: id,
  feedOrder: 'sort' as const,
});

export const SEED_TABS: readonly TabSeed[] = [
  { id: 1, area: 'home', name: '推荐', ...published('sort') },
  { id: 2, area: 'home', name: '最新', ...published('new') },
  { id: 3, area: 'home', name: '热门', ...published('views') },
  { id: 4, area: 'home', name: '美食', ...tagFeed('美食') },
  { id: 5, area: 'home', name: '旅行', ...tagFeed('旅行') },
  { id: 6, area: 'home', name: '科技', ...tagFeed('科技') },
  { id: 11, area: 'lld', name: '电影', ...tagFeed('电影') },
  { id: 12, area: 'lld', name: '剧集', ...tagFeed('剧集') },
  { id: 13, area: 'lld', name: '纪录片', ...tagFeed('纪录片') },
  { id: 14, area: 'lld', name: '动漫', ...tagFeed('动漫') },
  { id: 15, area: 'lld', name: '综艺', ...tagFeed('综艺') },
];

function tagTabSections(tag: string, topicId: number): SectionSeed[] {
  return [
    { name: `热播${tag}`, layout: 'slider', size: 6, ...tagFeed(tag, 'hot') },
    { name: `最新${tag}`, layout: 'grid2', size: 6, ...tagFeed(tag, 'new') },
    { name: `${tag}精选`, layout: 'nine', size: 9, ...tagFeed(tag) },
    { name: '专题推荐', layout: 'list', size: 4, ...topicFeed(topicId) },
  ];
}

export const SECTIONS_BY_TAB: Record<number, SectionSeed[]> = {
  1: [
    { name: '热播榜', layout: 'slider', size: 6, ...published('views') },
    { name: '今日推荐', layout: 'grid2', size: 4, ...published('sort'), showMore: false },
    { name: '猜你喜欢', layout: 'nine', size: 9, ...tagFeed('搞笑', 'hot') },
    { name: '纪录片精选', layout: 'list', size: 4, ...tagFeed('纪录片', 'new') },
    { name: '深夜食堂', layout: 'grid2', size: 6, ...topicFeed(2) },
  ],
  2: [
    { name: '最新上架', layout: 'grid2', size: 6, ...published('new') },
    { name: '新番速递', layout: 'nine', size: 9, ...tagFeed('动漫', 'new') },
    { name: '新剧抢先看', layout: 'list', size: 4, ...tagFeed('剧集', 'new') },
  ],
  3: [
    { name: '播放最多', layout: 'list', size: 4, ...published('views') },
    { name: '点赞最多', layout: 'grid2', size: 6, ...published('hot') },
    { name: '热门纪录片', layout: 'nine', size: 9, ...tagFeed('纪录片', 'hot') },
  ],
  4: tagTabSections('美食', 2),
  5: tagTabSections('旅行', 3),
  6: tagTabSections('科技', 4),
  11: tagTabSections('电影', 5),
  12: tagTabSections('剧集', 1),
  13: tagTabSections('纪录片', 4),
  14: tagTabSections('动漫', 1),
  15: tagTabSections('综艺', 1),
};
