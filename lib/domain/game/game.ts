// The 游戏 tab's rules (§7 Game login; docs/game-api.md): game/login answers a short-lived link
// into the game centre (the operator's game platform; the origin serves a demo one), which the
// tab shows in a frame.

/** How long a game link may be opened after game/login answered it. */
export const GAME_TICKET_SECONDS = 300;

export const TIP_GAME_TICKET_EXPIRED = '游戏登录已过期，请返回游戏中心重新进入';
export const TIP_GAME_LOGIN_FAILED = '进入游戏中心失败，请稍后重试';

/**
 * The frame's sandbox for a game link. A game on another origin may keep its own storage (its
 * best score): scripts plus same-origin cannot reach the app there. On the app's own origin the
 * pair would let it lift the sandbox, so it gets scripts only.
 */
export function gameFrameSandbox(gameUrl: string, appOrigin: string): string {
  let origin = '';
  try {
    origin = new URL(gameUrl).origin;
  } catch {
    return 'allow-scripts';
  }
  return origin !== appOrigin ? 'allow-scripts allow-same-origin' : 'allow-scripts';
}

/** Whether a game link is one the tab opens: http(s) only, never javascript: or data:. */
export function isGameUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
