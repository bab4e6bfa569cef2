// The offline screen (issue 36 item 4): the page the service worker shows when a page load
// finds no network. A document of its own, with no request to make: its styles, the seasonal
// theme (the same stylesheet and head script the app's pages use) and its one script are
// inline, so the precached copy is all it needs. Pure: app/offline.html/route.ts serves it.
import { themeCssText } from '@/lib/domain/shell/themes';
import { RETRY_TEXT } from '@/lib/shell/chunk-error-screen';
import { themeBootScript } from '@/lib/shell/theme-boot';
import { APP_BACKGROUND, APP_NAME } from '@/lib/shell/web-manifest';

export const OFFLINE_TITLE = '网络已断开';
export const OFFLINE_TEXT = '请检查网络连接后重试，网络恢复后将自动重新加载';
export const OFFLINE_RETRY_ID = 'offline-retry';

/**
 * Wires 重试 and the `online` event to a reload of the address the user asked for (the worker
 * answered it with this page, so the address is still theirs). Self-contained: its source is
 * inlined.
 */
export function wireOfflineRetry(
  win: {
    addEventListener(type: 'online', listener: () => void): void;
    location: { reload(): void };
  },
  doc: {
    addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
    getElementById(id: string): { addEventListener(type: 'click', l: () => void): void } | null;
  },
  retryId: string,
): void {
  const reload = () => win.location.reload();
  win.addEventListener('online', reload);
  doc.addEventListener('DOMContentLoaded', () => {
    const button = doc.getElementById(retryId);
    if (button) button.addEventListener('click', reload);
  });
}

/** The page's one script: the theme pick of the app's head, then 重试. Static per build. */
export function offlinePageScript(): string {
  return `${themeBootScript()};(${wireOfflineRetry.toString()})(window,document,${JSON.stringify(OFFLINE_RETRY_ID)})`;
}

const PAGE_CSS = `
html,body{margin:0;min-height:100%;background:${APP_BACKGROUND};color:#fff;
font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif}
main{box-sizing:border-box;min-height:100vh;display:flex;flex-direction:column;align-items:center;
justify-content:center;gap:12px;padding:24px calc(24px + env(safe-area-inset-right)) 24px
calc(24px + env(safe-area-inset-left));text-align:center}
svg{width:96px;height:96px;color:var(--tab-active-text)}
h1{margin:8px 0 0;font-size:18px;font-weight:600}
p{margin:0;max-width:280px;font-size:14px;line-height:1.5;color:rgba(255,255,255,.65)}
button{margin-top:12px;min-width:120px;min-height:40px;padding:0 24px;border:0;border-radius:20px;
background:var(--fot-active-color);color:var(--fot-active-fg);font:inherit;font-size:15px;cursor:pointer}
`.replace(/\n/g, '');

// A cloud with a slash: no network.
const ICON = `<svg viewBox="0 0 64 64" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 46h26a10 10 0 0 0 1.5-19.9A15 15 0 0 0 19.2 24 11 11 0 0 0 20 46z"/><path d="M12 12l40 40"/></svg>`;

/** The whole document. `script` is offlinePageScript(), allowed by its hash (the route's CSP). */
export function offlinePageHtml(script: string): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN" data-theme="default">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">',
    `<title>${OFFLINE_TITLE} - ${APP_NAME}</title>`,
    `<style>${themeCssText()}${PAGE_CSS}</style>`,
    `<script>${script}</script>`,
    '</head>',
    '<body>',
    '<main>',
    ICON,
    `<h1>${OFFLINE_TITLE}</h1>`,
    `<p>${OFFLINE_TEXT}</p>`,
    `<button type="button" id="${OFFLINE_RETRY_ID}">${RETRY_TEXT}</button>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('');
}
