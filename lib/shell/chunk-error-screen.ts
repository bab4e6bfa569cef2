// The error page of a page that cannot start: its own code failed to load twice in a row, so
// React never runs and no error boundary can speak. The inline head script draws this static
// screen with DOM calls (no innerHTML, no styles sheet needed); ErrorScreen uses the same words.
import { HOME_PATH } from '@/lib/domain/platform/constants';

export const CHUNK_ERROR_SCREEN_ID = 'chunk-error-screen';
/** Marks React's own error screen (components/shell/error-screen): then this one stays away. */
export const ERROR_SCREEN_ATTR = 'data-error-screen';
export const CHUNK_ERROR_TITLE = '页面加载失败';
export const CHUNK_ERROR_TEXT = '网络不稳定或应用已更新，请重试';
export const RETRY_TEXT = '重试';
export const HOME_TEXT = '返回首页';

export interface ChunkErrorTexts {
  id: string;
  reactScreenAttr: string;
  title: string;
  text: string;
  retry: string;
  home: string;
  homePath: string;
}

export const CHUNK_ERROR_TEXTS: ChunkErrorTexts = {
  id: CHUNK_ERROR_SCREEN_ID,
  reactScreenAttr: ERROR_SCREEN_ATTR,
  title: CHUNK_ERROR_TITLE,
  text: CHUNK_ERROR_TEXT,
  retry: RETRY_TEXT,
  home: HOME_TEXT,
  homePath: HOME_PATH,
};

interface MinimalDocument {
  getElementById(id: string): unknown;
  querySelector(selector: string): unknown;
  createElement(tag: string): HTMLElement;
  body: HTMLElement | null;
}

/**
 * Covers the page with the static error screen (once, and not when React is already showing
 * its own). Self-contained: the inline script embeds this function's source. 重试 reloads by
 * hand, which the reload-once rule allows.
 */
export function showChunkErrorScreen(
  doc: MinimalDocument,
  texts: ChunkErrorTexts,
  reload: () => void,
): void {
  if (!doc.body || doc.getElementById(texts.id)) return;
  if (doc.querySelector(`[${texts.reactScreenAttr}]`)) return;
  const el = (tag: string, css: string, text?: string) => {
    const node = doc.createElement(tag);
    node.style.cssText = css;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const pill =
    'display:inline-flex;align-items:center;justify-content:center;min-width:120px;min-height:40px;padding:0 20px;border-radius:20px;font:inherit;font-size:15px;text-decoration:none;cursor:pointer;';
  const screen = el(
    'main',
    'position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px 32px;text-align:center;background:var(--app-bg,#0f1018);color:var(--app-fg,#f2f3f7);',
  );
  screen.id = texts.id;
  screen.appendChild(el('h1', 'margin:0;font-size:18px;font-weight:600;', texts.title));
  screen.appendChild(
    el(
      'p',
      'margin:0;max-width:280px;font-size:14px;line-height:1.6;color:var(--app-fg-muted,#8b8fa3);',
      texts.text,
    ),
  );
  const actions = el('div', 'display:flex;gap:12px;margin-top:12px;');
  const retry = el(
    'button',
    `${pill}border:0;font-weight:600;background:var(--tab-active-text,#6795fe);color:var(--app-bg,#0f1018);`,
    texts.retry,
  );
  retry.setAttribute('type', 'button');
  retry.addEventListener('click', () => reload());
  const home = el(
    'a',
    `${pill}border:1px solid rgba(255,255,255,.24);color:var(--app-fg,#f2f3f7);`,
    texts.home,
  );
  home.setAttribute('href', texts.homePath);
  actions.appendChild(retry);
  actions.appendChild(home);
  screen.appendChild(actions);
  doc.body.appendChild(screen);
}
