// The console's 运营配置 rules (issue 41 item 5, docs/admin-api.md "Platform"): limits of each
// operator text, and which links a recommended app and a welfare task may carry. The call
// schemas, the origin's own checks and the console's forms all read these.
import { isAppPagePath } from '../platform/app-links';
import { isSafeExternalUrl, resolveLinkTarget } from '../platform/safe-url';
import { THEMES } from '../shell/themes';

export const PLATFORM_LIMITS = {
  titleMax: 40,
  contentMax: 500,
  nameMax: 30,
  descriptionMax: 100,
  programmeMax: 40,
  sortMax: 1_000_000,
  /** Diamonds in §5 tenths: 10 000 diamonds. */
  priceMax: 100_000,
  rewardMax: 100_000,
  goalMax: 1_000_000,
  linkMax: 500,
} as const;

export const TIP_APP_URL = '应用链接须为 https:// 开头的网址，或本站的应用页（/apps/名称）';
export const TIP_TASK_LINK = '任务链接须为站内页面路径（以 / 开头），或留空';
export const TIP_TASK_LOCKED = '该任务已有用户领取，不能再修改类型或周期';
export const TIP_TASK_HAS_CLAIMS = '该任务已有用户领取，不能删除，请改为下线';
export const TIP_LIVE_SOURCE = '直播源须为本站片源之一，请从列表中选择';
export const TIP_LIVE_CATEGORY = '直播分类不存在，请重新选择';
export const TIP_PLATFORM_NOT_FOUND = '该条目不存在或已删除';
export const TIP_THEME = '请选择一个主题';

/** Why a recommended app's link is refused, or '' (the apps table's own check, said in words). */
export function appUrlProblem(url: string): string {
  if (isAppPagePath(url)) return '';
  return url.startsWith('https://') && isSafeExternalUrl(url) ? '' : TIP_APP_URL;
}

/**
 * Why a task's link is refused, or '': the 福利 tab routes it in the app, so it must be an
 * in-app path that safe-url reads as one and leaves as written (no dot or doubled segments).
 */
export function taskLinkProblem(link: string): string {
  if (link === '') return '';
  if (!link.startsWith('/')) return TIP_TASK_LINK;
  const target = resolveLinkTarget(link);
  return target.kind === 'internal' && target.path === link ? '' : TIP_TASK_LINK;
}

/** The console's names of the task kinds (services/welfare/task-progress.ts counts each). */
export const TASK_KIND_LABELS = {
  checkin: '签到',
  watch: '观看视频',
  online: '在线时长',
  comment: '发表评论',
  bindPhone: '绑定手机',
  firstPost: '首次发帖',
  invite: '邀请好友',
} as const;

export const TASK_PERIOD_LABELS = { daily: '每日', once: '一次性' } as const;

/** The app_config key of the operator's theme choice (ping/config `theme`). */
export const THEME_CONFIG_KEY = 'theme';

/** The theme ping/config sends: the saved choice when it is one of THEMES, else the env's. */
export function themeInForce(saved: unknown, fallback: number): number {
  return THEMES.some((t) => t.value === saved) ? (saved as number) : fallback;
}
