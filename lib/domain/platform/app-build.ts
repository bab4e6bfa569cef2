// 关于 (issue 39): the build line under the app version, from what the build inlined
// (next.config.mjs env: NEXT_PUBLIC_BUILD_COMMIT, NEXT_PUBLIC_BUILD_TIME in epoch ms).
import { formatDate } from './format';

export interface AppBuild {
  /** The commit's short hash, or 未知. */
  commit: string;
  /** The build time in Asia/Shanghai, or 未知. */
  time: string;
}

const SHORT_HASH = /^[0-9a-f]{4,40}$/i;

export function describeBuild(commit: string | undefined, time: string | undefined): AppBuild {
  const ms = Number(time);
  return {
    commit: commit && SHORT_HASH.test(commit) ? commit.slice(0, 7) : '未知',
    time: time && Number.isFinite(ms) && ms > 0 ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '未知',
  };
}
