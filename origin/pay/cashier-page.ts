// The demo payment page's HTML (docs/money-api.md "Recharge"): what a payment provider's 收银台
// would show behind an order's payUrl. It says it is a demo, takes no money, and posts 确认支付 or
// 取消订单 back to the origin. Plain inline style and script under a per-answer nonce (the CSP
// allows nothing else); every value written into it is escaped.
import { escapeHtml } from '../http/html';

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#f4f5f8;color:#1c1d22;
font:16px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;
display:flex;flex-direction:column;align-items:center;padding:20px 16px}
main{width:100%;max-width:420px}
.demo{margin:0 0 16px;padding:10px 12px;border-radius:10px;background:#fff4d6;color:#7a5200;
font-size:14px}
.card{padding:20px 16px;border-radius:14px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{margin:0 0 4px;font-size:18px;text-align:center}
.amount{margin:8px 0 16px;font-size:40px;font-weight:700;text-align:center;letter-spacing:.5px}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:15px}
dt{color:#6b6f7b}dd{margin:0;text-align:right;word-break:break-all}
.left{margin:16px 0 0;text-align:center;color:#6b6f7b;font-size:14px}
.left b{color:#e0402a;font-variant-numeric:tabular-nums}
form{display:flex;flex-direction:column;gap:12px;margin-top:20px}
button{min-height:48px;border:0;border-radius:24px;font:inherit;font-size:17px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.pay:disabled{background:#a9c8f5}
.cancel{background:#eceef3;color:#1c1d22}
.result{text-align:center}.result h1{font-size:22px;margin:8px 0}
.result p{margin:8px 0;color:#4a4d57}.result .gives{color:#1c1d22;font-weight:600}
.msg{min-height:24px;margin:12px 0 0;text-align:center;color:#e0402a;font-size:14px}`;

/** Counts the time left down each second; at 0 the pay button goes (the origin refuses it anyway). */
const COUNTDOWN = `
const el=document.getElementById('left'),pay=document.getElementById('pay'),
msg=document.getElementById('msg');let s=Number(el.dataset.seconds);
const two=(n)=>(n<10?'0':'')+n;
function tick(){if(s<=0){el.textContent='00:00';pay.disabled=true;
msg.textContent='订单已超时，请返回应用重新下单';return}
el.textContent=two(Math.floor(s/60))+':'+two(s%60);s-=1;setTimeout(tick,1000)}
tick();`;

/** The app opened this page in a window of its own: close it; a tab of the app's goes back. */
const BACK = `
document.getElementById('back').addEventListener('click',()=>{window.close();
setTimeout(()=>history.back(),300)});`;

function page(nonce: string, title: string, body: string, script: string, demo = true): string {
  const banner = demo
    ? '<p class="demo">演示收银台：此页面代替真实的支付服务，仅供体验，不会产生任何扣款。</p>'
    : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>
${banner}
${body}</main><script nonce="${nonce}">${script}</script></body></html>`;
}

export type CashierView = {
  orderNo: string;
  /** The link's signature, posted back with the choice. */
  sig: string;
  title: string;
  /** What the order gives: 300钻石 + 赠30钻石. */
  gives: string;
  /** ¥30 */
  amount: string;
  /** 支付宝, 微信支付 */
  payTypeName: string;
  secondsLeft: number;
};

/** A pending order: its amount, what it buys, the way, the time left, 确认支付 and 取消订单. */
export function renderCashier(view: CashierView, nonce: string): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  // Not 支付宝收银台: a demo page must not pass itself off as the provider's own.
  const body = `<section class="card"><h1>演示收银台</h1>
<p class="amount">${escapeHtml(view.amount)}</p>
<dl><dt>商品</dt><dd>${escapeHtml(view.title)}</dd>
<dt>内容</dt><dd>${escapeHtml(view.gives)}</dd>
<dt>支付方式</dt><dd>${escapeHtml(view.payTypeName)}</dd>
<dt>订单号</dt><dd>${escapeHtml(view.orderNo)}</dd></dl>
<p class="left">剩余支付时间 <b id="left" data-seconds="${Math.max(0, Math.floor(view.secondsLeft))}"></b></p>
<form method="post" action="cashier">${hidden('order', view.orderNo)}${hidden('sig', view.sig)}
<button class="pay" id="pay" type="submit" name="action" value="pay">确认支付</button>
<button class="cancel" type="submit" name="action" value="cancel">取消订单</button></form>
<p class="msg" id="msg" role="status"></p></section>`;
  return page(nonce, '演示收银台', body, COUNTDOWN);
}

export type PayResultView = {
  /** 支付成功, 订单已取消, 订单已支付 … */
  heading: string;
  /** Lines under it (请返回应用查看 …). */
  lines: readonly string[];
  /** What was bought, shown after a payment. */
  gives?: string;
};

/**
 * The outcome of a choice, or of opening a page whose order is settled; 返回应用 leaves it.
 * @param demo whether the demo 收银台 is what takes payments (its banner shown)
 */
export function renderPayResult(view: PayResultView, nonce: string, demo = true): string {
  const gives = view.gives ? `<p class="gives">${escapeHtml(view.gives)}</p>` : '';
  const lines = view.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const body = `<section class="card result"><h1>${escapeHtml(view.heading)}</h1>${gives}${lines}
<form><button class="pay" id="back" type="button">返回应用</button></form></section>`;
  return page(nonce, view.heading, body, BACK, demo);
}
