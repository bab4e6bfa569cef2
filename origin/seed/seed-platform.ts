// Seed operator data: config values, ads for every position (1–13 and 40), announcements.
// Links are internal routes or reserved example.com addresses; covers are paths on the IMAGE line.
import type { AdLinkField } from '@/lib/domain/platform/links';

import type { Db } from '../db/client';
import { ads, announcements, appConfig } from '../db/schema/platform';
import { SEED_CREATED_AT } from './seed-users';

export const AD_POSITIONS: readonly { position: number; name: string }[] = [
  { position: 1, name: '启动页' },
  { position: 2, name: '首页轮播' },
  { position: 3, name: '首页弹窗' },
  { position: 4, name: '公告横幅' },
  { position: 5, name: '长视频列表' },
  { position: 6, name: '社区轮播' },
  { position: 7, name: '社区信息流' },
  { position: 8, name: '福利页横幅' },
  { position: 9, name: '我的页横幅' },
  { position: 10, name: '搜索页横幅' },
  { position: 11, name: '视频详情横幅' },
  { position: 12, name: '直播页横幅' },
  { position: 13, name: '游戏页横幅' },
  { position: 40, name: '播放前贴片' },
];

type SeedAd = { position: number; title: string; linkField: AdLinkField | null; link: string };

// Every link field appears, and so do id-only items (linkField null) that need ad/click.
export const SEED_ADS: readonly SeedAd[] = [
  { position: 1, title: '新人专享 开通VIP立享优惠', linkField: 'href', link: '/mine/vip' },
  { position: 2, title: '热门大片 抢先看', linkField: 'url', link: '/play/longVideo?id=10001' },
  { position: 2, title: '邀请好友 赢取钻石', linkField: null, link: '/mine/share' },
  { position: 2, title: '官方网站', linkField: 'link', link: 'https://example.com/?from=banner' },
  { position: 3, title: '限时福利 每日签到领钻石', linkField: 'jumpLink', link: '/welfare' },
  { position: 4, title: '最新公告 点击查看', linkField: null, link: '/mine/message' },
  {
    position: 5,
    title: '精选专题 一次看个够',
    linkField: 'jumpUrl',
    link: '/topicList?id=1&name=热门专题',
  },
  { position: 6, title: '社区达人 发帖赢奖励', linkField: 'href', link: '/community/publish' },
  {
    position: 7,
    title: '下载客户端 体验更流畅',
    linkField: 'download_url',
    link: 'https://example.com/download/app.apk',
  },
  { position: 8, title: '游戏中心 新游上线', linkField: null, link: '/game' },
  { position: 9, title: '钻石充值 首充双倍', linkField: 'url', link: '/mine/diamondRecharge' },
  // The search page's banner: the home screen shows it under 搜索 (statConfigApp), so it is
  // about searching (it was UP主排行榜, under a heading 搜索).
  { position: 10, title: '热搜榜 看大家都在搜什么', linkField: 'link', link: '/subpage/search' },
  { position: 11, title: 'AI创作 一键生成', linkField: 'jumpLink', link: '/ai/generate' },
  { position: 12, title: '直播精彩不停', linkField: null, link: '/liveTv' },
  {
    position: 13,
    title: '热门游戏推荐',
    linkField: 'jumpUrl',
    link: 'https://example.com/games?token=',
  },
  { position: 40, title: '开通VIP 跳过广告', linkField: 'href', link: '/mine/vip' },
];

const NINE_GRID = [
  { name: '游戏中心', link: '/game' },
  { name: '开通VIP', link: '/mine/vip' },
  { name: '邀请好友', link: '/mine/share' },
  { name: 'AI创作', link: '/ai/generate' },
  { name: '直播', link: '/liveTv' },
  { name: '福利中心', link: '/welfare' },
  // 官方群 stays under 我的; its tile went to the short-video feed (issue 37).
  { name: '短视频', link: '/shortVideo' },
  { name: '兑换中心', link: '/welfare/exchange' },
  { name: '在线客服', link: '/mine/setting/kf' },
];

export const SEED_CONFIG: Record<string, unknown> = {
  // The /community tabs: what each lists (services/community/config.ts); topics are what a post
  // is filed under when published.
  communityCategory: [
    { id: 1, name: '推荐', type: 'hot' },
    { id: 2, name: '关注', type: 'follow' },
    { id: 3, name: '最新', type: 'new' },
    { id: 4, name: '精华', type: 'essence' },
    { id: 10, name: '视频', type: 'video' },
    { id: 5, name: '影视', type: 'topic' },
    { id: 6, name: '生活', type: 'topic' },
    { id: 7, name: '美食', type: 'topic' },
    { id: 8, name: '旅行', type: 'topic' },
    { id: 9, name: '摄影', type: 'topic' },
  ],
  // The operator's moderation rules (lib/domain/community/moderation.ts).
  communityRules: {
    bannedWords: ['赌博', '博彩', '代开发票', '刷单返利'],
    maxLinks: 2,
    postsPerHour: 10,
    commentsPerMinute: 10,
  },
  floatingWindow: {
    enabled: true,
    title: '每日福利',
    cover: '/ads/float-welfare.png',
    link: '/welfare',
  },
  aiFloatingWindow: {
    enabled: true,
    title: 'AI创作',
    cover: '/ads/float-ai.png',
    link: '/ai/generate',
  },
  // How ad items are read: the cover field's name (§3 "name configurable") and the positions.
  adsType: { coverField: 'cover', textField: 'title', positions: AD_POSITIONS },
  statConfigApp: {
    // Which ad positions each screen reports impressions for.
    list: [
      { id: 1, name: '首页', locIds: [1, 2, 3, 4] },
      { id: 2, name: '长视频', locIds: [5, 11, 40] },
      { id: 3, name: '社区', locIds: [6, 7] },
      { id: 4, name: '福利', locIds: [8] },
      { id: 5, name: '我的', locIds: [9] },
      { id: 6, name: '搜索', locIds: [10] },
      { id: 7, name: '直播', locIds: [12] },
      { id: 8, name: '游戏', locIds: [13] },
    ],
    // The nine-grid shortcuts of the welfare screen.
    nineList: NINE_GRID.map((item, i) => ({
      id: i + 1,
      name: item.name,
      icon: `/icons/nine-${i + 1}.png`,
      link: item.link,
      locIds: [8],
    })),
  },
  contact: {
    onlineService: [{ name: '在线客服', type: 'internal', url: '/mine/setting/kf' }],
    groups: [
      { name: '官方交流群', type: 'telegram', url: 'https://example.com/group/telegram' },
      { name: '官方公告频道', type: 'telegram', url: 'https://example.com/group/notice' },
    ],
    email: 'support@example.com',
    workTime: '每天 10:00-22:00',
  },
  official: {
    name: '影视社区',
    site: 'https://example.com',
    // A permanent address users can find the app again at if a domain is blocked.
    permanentSite: 'https://example.com/forever',
    appVersion: '2.1.1',
    forceUpdate: false,
    notice: '欢迎来到影视社区，请收藏官方地址，防止迷路。',
    groups: [{ name: '官方交流群', url: 'https://example.com/group/telegram' }],
  },
};

const ANNOUNCEMENTS = [
  {
    title: '欢迎来到影视社区',
    content: '注册账号或绑定手机号，换设备也能找回您的会员与观看记录。',
    popup: true,
  },
  {
    title: '请收藏官方地址',
    content: '官方永久地址：example.com/forever，防止迷路。',
    popup: false,
  },
  { title: '文明发言公告', content: '社区发帖请遵守法律法规，违规内容将被删除。', popup: false },
];

export async function seedPlatform(db: Db): Promise<void> {
  await db
    .insert(appConfig)
    .values(Object.entries(SEED_CONFIG).map(([key, value]) => ({ key, value })));
  await db.insert(ads).values(
    SEED_ADS.map((ad, i) => ({
      id: i + 1,
      position: ad.position,
      title: ad.title,
      cover: `/ads/ad-${i + 1}.jpg`,
      linkField: ad.linkField,
      link: ad.link,
      sort: i,
    })),
  );
  await db
    .insert(announcements)
    .values(
      ANNOUNCEMENTS.map((a, i) => ({ id: i + 1, ...a, sort: i, createdAt: SEED_CREATED_AT })),
    );
}
