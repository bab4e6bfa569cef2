// The catalogue's people, topics, collections and hot searches (seed-media.ts): each names the
// genres (tags) whose videos it gathers, so an actor plays, and a topic lists, what fits it.
import { TAG } from './media-words';

const tagIds = (names: readonly string[]) => names.map((name) => TAG[name]!);

export const SEED_ACTORS = [
  ['林晓', '新生代演员，代表作《午夜列车》。', ['电影', '剧集']],
  ['陈默', '纪录片导演，擅长自然与历史题材。', ['纪录片', '自然', '历史']],
  ['王一帆', '美食博主，家常菜做法百万播放。', ['美食']],
  ['赵清', '旅行摄影师，走过四十多个国家。', ['旅行', '自然']],
  ['孙悦', '科技区UP主，专注数码评测。', ['科技']],
  ['周航', '配音演员，动漫与综艺常客。', ['动漫', '综艺']],
  ['吴桐', '独立音乐人，钢琴与吉他弹唱。', ['音乐', '综艺']],
  ['Mia米娅', '中英双语Vlog博主。', ['旅行', '美食', '搞笑']],
].map(([name, description, genres], i) => ({
  id: i + 1,
  name: name as string,
  description: description as string,
  tags: tagIds(genres as string[]),
}));

/**
 * Topics and the genres whose videos they gather; `daily` gathers a few of every genre. A topic
 * shown in a genre's tab gathers a second genre too, so it has videos that tab's 为你推荐 lacks.
 */
export const SEED_TOPICS = [
  { name: '周末片单', description: '周末窝在家，一口气看完。', genres: ['剧集', '综艺'] },
  { name: '深夜食堂', description: '深夜放毒，看完更饿。', genres: ['美食'] },
  { name: '环球旅行', description: '足不出户，看遍世界。', genres: ['旅行', '自然'] },
  { name: '科学之光', description: '好奇心是最好的老师。', genres: ['科技', '纪录片'] },
  { name: '经典重温', description: '那些值得反复观看的作品。', genres: ['电影', '历史'] },
  { name: '治愈时光', description: '累了就来这里歇一歇。', genres: ['解压', '音乐'] },
  { name: '今日精选', description: '编辑每天挑出的好片。', genres: [], daily: true },
  { name: '综艺名场面', description: '笑出腹肌的高光时刻。', genres: ['综艺', '搞笑'] },
].map((t, i) => ({
  id: i + 1,
  name: t.name,
  description: t.description,
  tags: tagIds(t.genres),
  daily: t.daily ?? false,
}));

/** Collections (price in diamond tenths; 0 = free to watch as its videos allow). */
export const SEED_COLLECTIONS = [
  { name: '悬疑电影合集', price: 300, genres: ['悬疑片'], about: '烧脑悬疑一次看个够' },
  { name: '纪录片精选', price: 0, genres: ['纪录片'], about: '高分纪录片合辑' },
  { name: '美食教程全集', price: 500, genres: ['家常菜', '烘焙'], about: '从家常菜到烘焙' },
  { name: '动漫番剧合集', price: 0, genres: ['动漫'], about: '人气番剧连续看' },
  { name: '旅行Vlog合集', price: 200, genres: ['旅行'], about: '跟着镜头去远方' },
  { name: '解压放松合集', price: 0, genres: ['解压'], about: '睡前看一会儿' },
  { name: '年度热门剧集', price: 880, genres: ['剧集'], about: '年度口碑好剧' },
].map((c, i) => ({
  id: i + 1,
  name: c.name,
  price: c.price,
  tags: tagIds(c.genres),
  description: `${c.about}，持续更新中。`,
}));

export const SEED_HOT_SEARCHES = [
  '纪录片',
  '美食',
  '悬疑片',
  '旅行Vlog',
  '动漫',
  '星河彼岸',
  '解压',
  '科技',
  '4K',
  '林晓',
  '搞笑',
  '综艺',
  '火锅',
  'MV',
  '历史',
  '体育',
];
