// The page the origin serves for a recommended app (docs/welfare-api.md "App links"): what a
// download site would show, for the demo apps whose made-up sites would not open. Plain HTML under
// a per-answer nonce, no script; every operator text escaped.
import { escapeHtml } from '../http/html';

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#0f1018;color:#f2f3f7;
font:15px/1.6 system-ui,"Noto Sans CJK SC",sans-serif;display:flex;flex-direction:column;
align-items:center;padding:48px 20px calc(32px + env(safe-area-inset-bottom));text-align:center}
.icon{display:grid;place-items:center;width:88px;height:88px;border-radius:22px;
background:linear-gradient(135deg,#6795fe,#366ce3);font-size:36px;font-weight:700;color:#fff}
h1{margin:18px 0 6px;font-size:22px}p{margin:0;color:#8b8fa3}
.note{margin-top:28px;padding:12px 16px;border-radius:12px;background:#1c1e2e;color:#c5c8d6;
font-size:13px;max-width:360px}`;

export type AppPageItem = { name: string; description: string };

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>${body}</body></html>`;
}

/** The app's page: its initial as the icon, its name and description, and what the demo offers. */
export function renderAppPage(app: AppPageItem, nonce: string): string {
  const initial = [...app.name][0] ?? '';
  return page(
    nonce,
    `${app.name} - 下载`,
    `<div class="icon" aria-hidden="true">${escapeHtml(initial)}</div>
<h1>${escapeHtml(app.name)}</h1><p>${escapeHtml(app.description)}</p>
<p class="note">演示环境：这是推荐应用的介绍页，暂不提供安装包。关闭本页即可返回影视社区。</p>`,
  );
}

/** An unknown or withdrawn app. */
export function renderAppMissing(tip: string, nonce: string): string {
  return page(nonce, '应用推荐', `<h1>应用推荐</h1><p>${escapeHtml(tip)}</p>`);
}
