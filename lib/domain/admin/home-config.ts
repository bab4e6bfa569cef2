// The console's home and ad rules (issue 41 item 5, docs/admin-api.md "Home"): the limits of a
// tab, a section and an ad, the stale-save tips, and the check an ad's link target passes before
// it is saved. That check is the H5's own dispatch (open-link.ts decideLink on safe-url.ts), so an
// operator can save no link the app would refuse or send to /notFound when it is tapped.
import { AD_POSITION } from '../shell/config';
import { NOT_FOUND_PATH } from '../platform/links';
import { decideLink } from '../platform/open-link';

export const HOME_LIMITS = {
  nameMax: 12,
  sizeMin: 1,
  sizeMax: 30,
  sectionsMax: 30,
  adTitleMax: 40,
  linkMax: 500,
  sortMax: 1_000_000,
} as const;

/** The tip of a save made on an old copy (code 4090): nothing was written. */
export const TIP_STALE_TAB = '该分类已被他人修改，请刷新后再保存';
export const TIP_STALE_SECTION = '该栏目已被他人修改，请刷新后再保存';
export const TIP_STALE_AD = '该广告已被他人修改，请刷新后再保存';

/** Every position the app shows an ad at (docs/decisions/0011-ad-positions.md), with its name. */
export const AD_POSITION_NAMES: Readonly<Record<number, string>> = {
  [AD_POSITION.launch]: '启动页',
  [AD_POSITION.homeBanner]: '首页轮播',
  [AD_POSITION.homePopup]: '首页弹窗',
  [AD_POSITION.noticeBanner]: '公告横幅',
  [AD_POSITION.longVideoList]: '长视频列表',
  [AD_POSITION.communityBanner]: '社区轮播',
  [AD_POSITION.communityFeed]: '社区信息流',
  [AD_POSITION.welfareBanner]: '福利页横幅',
  [AD_POSITION.mineBanner]: '我的页横幅',
  [AD_POSITION.searchBanner]: '搜索页横幅',
  [AD_POSITION.videoDetailBanner]: '视频详情横幅',
  [AD_POSITION.liveBanner]: '直播页横幅',
  [AD_POSITION.gameBanner]: '游戏页横幅',
  [AD_POSITION.playPreview]: '播放前贴片',
};

export const AD_POSITIONS: readonly number[] = Object.values(AD_POSITION).sort((a, b) => a - b);

export const TIP_LINK_EMPTY = '请填写跳转链接';
export const TIP_LINK_TOO_LONG = `跳转链接不能超过${HOME_LIMITS.linkMax}个字符`;
export const TIP_LINK_REFUSED =
  '链接无法打开：外部链接须为 http(s):// 开头的完整网址，不能含账号密码、空格或反斜杠；站内链接须为路径，如 /mine/vip';
export const TIP_LINK_NOWHERE =
  '链接缺少编号，点击会打开“内容不存在”页：请加上 ?id=编号，如 video?id=10001';

/**
 * Why the app would not open `link` when an ad carrying it is tapped, or null when it would.
 * Empty and over-long links are refused too: a stored link is always one the app can follow.
 */
export function adLinkProblem(link: string): string | null {
  const text = link.trim();
  if (text === '') return TIP_LINK_EMPTY;
  if (text.length > HOME_LIMITS.linkMax) return TIP_LINK_TOO_LONG;
  const decision = decideLink(text, { token: null, isAppStore: false });
  if (decision.kind === 'refused') return TIP_LINK_REFUSED;
  if (decision.kind === 'route' && decision.path.split('?')[0] === NOT_FOUND_PATH)
    return TIP_LINK_NOWHERE;
  return null;
}

/** The two areas with tabs: /home and /lld (长视频). */
export const HOME_AREAS = ['home', 'lld'] as const;
export const HOME_AREA_LABELS = { home: '首页', lld: '长视频' } as const;
/** What a tab or section lists: every video, one tag's, one topic's (refId names which). */
export const FEED_KINDS = ['published', 'tag', 'topic'] as const;
export const FEED_KIND_LABELS = { published: '全部视频', tag: '标签', topic: '专题' } as const;
export const FEED_ORDERS = ['sort', 'new', 'hot', 'views'] as const;
export const FEED_ORDER_LABELS = {
  sort: '编辑排序',
  new: '最新',
  hot: '最热',
  views: '播放最多',
} as const;
