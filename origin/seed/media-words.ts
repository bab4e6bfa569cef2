// Word lists the seed catalogue builds its Chinese titles and texts from (seed-media.ts).
// Each genre is a tag; its titles come from its subjects and templates ({s} subject, {n} a
// number, {clip} the clip's own name), so a title reads like what the tag promises.

export type Genre = {
  /** The tag id of this genre (SEED_TAGS). */
  tagId: number;
  subjects: readonly string[];
  templates: readonly string[];
  blurb: string;
};

export const SEED_TAGS = [
  '电影',
  '剧集',
  '纪录片',
  '动漫',
  '综艺',
  '美食',
  '旅行',
  '科技',
  '音乐',
  '体育',
  '搞笑',
  '测试',
  '自然',
  '历史',
].map((name, i) => ({ id: i + 1, name, sort: i + 1 }));

export const TAG = Object.fromEntries(SEED_TAGS.map((t) => [t.name, t.id])) as Record<
  string,
  number
>;

export const GENRES: readonly Genre[] = [
  {
    tagId: TAG['电影']!,
    subjects: ['午夜列车', '最后的守望者', '城南旧事', '雾都追凶', '星河彼岸', '无声的证词'],
    templates: ['{s}', '{s}（导演剪辑版）', '{s}：终章', '【4K修复】{s}', '{s} 幕后花絮'],
    blurb: '一部节奏紧凑的院线电影，结局出人意料。',
  },
  {
    tagId: TAG['剧集']!,
    subjects: ['山海情缘', '都市信号', '长街烟火', '青春进行时', '提刑新案'],
    templates: ['{s} 第{n}集', '{s} 第{n}集 精彩看点', '{s} 大结局'],
    blurb: '热播剧集，每周更新，追剧不迷路。',
  },
  {
    tagId: TAG['纪录片']!,
    subjects: ['长江源头', '丝绸之路', '深海秘境', '高原雪豹', '古城匠人', '候鸟迁徙'],
    templates: ['纪录片《{s}》第{n}集', '{s}｜纪录片', '4K纪录片：{s}'],
    blurb: '用镜头记录真实世界的纪录片。',
  },
  {
    tagId: TAG['动漫']!,
    subjects: ['星际少年', '灵剑传说', '猫咪侦探社', '机甲黎明', '樱花之约'],
    templates: ['{s} 第{n}话', '{s} 剧场版', '{s} OP主题曲MV'],
    blurb: '人气动漫，热血与温情并存。',
  },
  {
    tagId: TAG['综艺']!,
    subjects: ['周末大冒险', '欢乐喜剧人', '厨房挑战赛', '音乐合伙人'],
    templates: ['{s} 第{n}期', '{s} 精彩片段', '{s} 未播花絮'],
    blurb: '轻松好笑的综艺节目，适合周末一起看。',
  },
  {
    tagId: TAG['美食']!,
    subjects: ['家常红烧肉', '深夜街头小吃', '广式早茶', '手工拉面', '川味火锅', '江南糕点'],
    templates: ['{s}的做法', '美食探店：{s}', '一分钟学会{s}', '{s} Vlog'],
    blurb: '美食教程与探店，看完就想下厨。',
  },
  {
    tagId: TAG['旅行']!,
    subjects: ['川西自驾', '大理洱海', '独库公路', '鼓浪屿', '冰岛极光'],
    templates: ['旅行Vlog｜{s}', '{s}三日游攻略', '跟着镜头去{s}'],
    blurb: '旅行Vlog，带你看遍山川湖海。',
  },
  {
    tagId: TAG['科技']!,
    subjects: ['折叠屏手机', '家用机器人', '新能源汽车', 'AI绘画', '量子计算'],
    templates: ['{s}深度评测', '三分钟看懂{s}', '{s}拆解实录'],
    blurb: '科技评测与科普，把复杂讲简单。',
  },
  {
    tagId: TAG['音乐']!,
    subjects: ['夏夜晚风', '故乡的云', '城市之光', '追光者'],
    templates: ['{s} 现场版', '{s} 官方MV', '{s} 钢琴弹唱'],
    blurb: '好听的音乐现场与MV。',
  },
  {
    tagId: TAG['体育']!,
    subjects: ['篮球', '足球', '羽毛球', '马拉松', '乒乓球'],
    templates: ['{s}精彩集锦 第{n}期', '{s}教学：入门技巧', '{s}名场面回顾'],
    blurb: '体育赛事集锦与教学。',
  },
  {
    tagId: TAG['搞笑']!,
    subjects: ['办公室日常', '猫狗大战', '方言配音', '神反转'],
    templates: ['{s}合集 第{n}弹', '笑到停不下来：{s}', '{s}名场面'],
    blurb: '每天笑一笑，烦恼都跑掉。',
  },
  {
    tagId: TAG['测试']!,
    subjects: ['样片'],
    templates: ['{clip}·{n}号{s}', '画质测试：{clip}', '{clip}片段 第{n}段'],
    blurb: '测试图样片段，用于检查播放、清晰度与线路切换。',
  },
  {
    tagId: TAG['自然']!,
    subjects: ['雨林', '草原', '冰川', '萤火虫'],
    templates: ['{s}的四季', '航拍{s}', '{s}白噪音 助眠'],
    blurb: '大自然的声音与画面。',
  },
  {
    tagId: TAG['历史']!,
    subjects: ['三国风云', '大唐盛世', '郑和下西洋', '敦煌壁画'],
    templates: ['{s}｜历史纪录片', '三分钟讲透{s}', '{s}背后的故事'],
    blurb: '历史故事，以古鉴今。',
  },
];

export const SEED_ACTORS = [
  ['林晓', '新生代演员，代表作《午夜列车》。'],
  ['陈默', '纪录片导演，擅长自然题材。'],
  ['王一帆', '美食博主，家常菜做法百万播放。'],
  ['赵清', '旅行摄影师，走过四十多个国家。'],
  ['孙悦', '科技区UP主，专注数码评测。'],
  ['周航', '配音演员，动漫与综艺常客。'],
  ['吴桐', '独立音乐人，钢琴与吉他弹唱。'],
  ['Mia米娅', '中英双语Vlog博主。'],
].map(([name, description], i) => ({ id: i + 1, name: name!, description: description! }));

/** Topics, and the genres (tag ids) whose videos they gather. */
export const SEED_TOPICS = [
  { name: '周末片单', description: '周末窝在家，一口气看完。', tags: [TAG['剧集'], TAG['综艺']] },
  { name: '深夜食堂', description: '深夜放毒，看完更饿。', tags: [TAG['美食']] },
  { name: '环球旅行', description: '足不出户，看遍世界。', tags: [TAG['旅行'], TAG['自然']] },
  { name: '科学之光', description: '好奇心是最好的老师。', tags: [TAG['科技'], TAG['纪录片']] },
  { name: '经典重温', description: '那些值得反复观看的作品。', tags: [TAG['电影'], TAG['历史']] },
  { name: '测试图样大全', description: '彩条、渐变与分形：播放测试专用。', tags: [TAG['测试']] },
].map((t, i) => ({ id: i + 1, ...t, tags: t.tags as number[] }));

/** Collections (price in diamond tenths; 0 = free to watch as its videos allow). */
export const SEED_COLLECTIONS = [
  { name: '悬疑电影合集', price: 300, tags: [TAG['电影']] },
  { name: '纪录片精选', price: 0, tags: [TAG['纪录片']] },
  { name: '美食教程全集', price: 500, tags: [TAG['美食']] },
  { name: '动漫番剧合集', price: 0, tags: [TAG['动漫']] },
  { name: '旅行Vlog合集', price: 200, tags: [TAG['旅行']] },
  { name: '测试样片全集', price: 0, tags: [TAG['测试']] },
  { name: '年度热门剧集', price: 880, tags: [TAG['剧集']] },
].map((c, i) => ({
  id: i + 1,
  ...c,
  tags: c.tags as number[],
  description: `${c.name}，持续更新中。`,
}));

export const SEED_HOT_SEARCHES = [
  '纪录片',
  '美食',
  '测试',
  '旅行Vlog',
  '动漫',
  '彩条测试',
  '深夜食堂',
  '科技',
  '4K',
  '林晓',
  '搞笑',
  '综艺',
  '历史',
  'MV',
  '自然',
  '体育',
];
