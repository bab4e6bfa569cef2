// The payment page and the providers' notices (docs/money-api.md "Recharge", "Payment providers"),
// beside the CDN and game routes, outside /api/app (a browser opens the page; a provider posts the
// notice). GET /pay/cashier shows a pending order on the demo 收银台 or sends the payer on to
// 支付宝 / 微信支付; POST /pay/cashier pays (a DEMO trade) or cancels it on the demo page; each
// provider's notice path settles its signed notice. Every answer is a Chinese page or the
// provider's word, never a stack trace.
import { randomBytes, randomInt } from 'node:crypto';

import { Hono, type Context } from 'hono';

import {
  ORDER_NO_PATTERN,
  formatYuan,
  payTypeRule,
  productGivesText,
  secondsLeftToPay,
} from '@/lib/domain/money/recharge';

import type { OriginEnv, RouteDeps } from '../../http/context';
import { renderCashier, renderPayResult, type PayResultView } from '../../pay/cashier-page';
import { readPayBody } from '../../pay/pay-body';
import { choosePayProviders } from '../../services/money/pay-provider-choice';
import { providerFor, type PayProvider } from '../../services/money/pay-providers';
import { PAY_CASHIER_PATH } from '../../services/money/pay-sign';
import { clientIp } from '../../http/client-ip';
import { rewardOf, statusAt, type OrderRow } from '../../services/money/recharge-rows';
import { cancelOrder, findOrder, settleOrder } from '../../services/money/recharge-settle';
import { notifyHandler } from './pay-notify';

/** A form of three short fields, or a notice: anything bigger is not ours. */
export const PAY_BODY_LIMIT_BYTES = 16 * 1024;

const BACK_TO_APP = '请返回应用查看';
const CLOSED: PayResultView = { heading: '订单已关闭', lines: ['订单已关闭，请返回应用重新下单'] };
const PAID_BEFORE: PayResultView = { heading: '订单已支付', lines: [BACK_TO_APP] };
const BAD_LINK: PayResultView = { heading: '支付链接无效', lines: ['请返回应用重新下单'] };
const NO_ORDER: PayResultView = { heading: '订单不存在', lines: ['请返回应用重新下单'] };
const FAILED: PayResultView = { heading: '支付失败', lines: ['请稍后重试，或返回应用重新下单'] };
const WAY_OFF: PayResultView = {
  heading: '支付方式暂未开放',
  lines: ['请返回应用选择其他支付方式'],
};
const PROVIDER_DOWN: PayResultView = {
  heading: '支付服务暂时不可用',
  lines: ['请稍后重试，或返回应用选择其他支付方式'],
};

function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    // form-action 'self': the page posts its choice back here and nowhere else; no framing, so
    // 确认支付 cannot be clickjacked from another site.
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

type PageContext = Context<OriginEnv>;

type PageStatus = 200 | 400 | 403 | 404 | 413 | 500 | 502;

function answer(c: PageContext, view: PayResultView, status: PageStatus, demo = true) {
  const nonce = randomBytes(16).toString('base64');
  return c.body(renderPayResult(view, nonce, demo), status, pageHeaders(nonce));
}

const gives = (order: OrderRow) => productGivesText(rewardOf(order), order.bonusDiamonds);

/** The trade number the demo provider gives a payment. */
export function demoTradeNo(): string {
  const digits = Array.from({ length: 4 }, () => String(randomInt(1_000_000)).padStart(6, '0'));
  return `DEMO${digits.join('')}`;
}

/** A real provider's order: on to its page while pending, else where the order stands. */
async function toProvider(
  c: PageContext,
  order: OrderRow,
  provider: PayProvider,
  { now, logger }: Pick<RouteDeps, 'now' | 'logger'>,
) {
  const nowMs = now();
  const status = statusAt(order, nowMs);
  if (status === 'paid') return answer(c, PAID_BEFORE, 200, false);
  if (status === 'closed') return answer(c, CLOSED, 200, false);
  let url: string;
  try {
    url = await provider.startPayment(order, { nowMs, clientIp: clientIp(c, false) });
  } catch (error) {
    // The provider's gateway down or refusing us: the operator must see it, the payer retries.
    logger.error(
      { err: error, provider: provider.name, orderNo: order.orderNo },
      'pay start failed',
    );
    return answer(c, PROVIDER_DOWN, 502, false);
  }
  return c.body(null, 302, { location: url, 'cache-control': 'no-store' });
}

export function createPayRoutes(deps: RouteDeps): Hono<OriginEnv> {
  const { db, now, logger } = deps;
  const providers = choosePayProviders(deps.config);
  const { signer } = providers;
  const demoPays = providers.paying.some((p) => p.name === 'demo');
  const app = new Hono<OriginEnv>();

  /** The signed order of a link or a form; an answer of refusal when it is not one. */
  async function orderOf(c: PageContext, orderNo: unknown, sig: unknown) {
    const no = typeof orderNo === 'string' ? orderNo : '';
    const ok = ORDER_NO_PATTERN.test(no) && typeof sig === 'string' && signer.cashierOk(no, sig);
    if (!ok) {
      logger.warn({ method: c.req.method }, 'pay cashier: missing or forged link');
      return { refused: answer(c, BAD_LINK, 403, demoPays) };
    }
    const order = await findOrder(db, no);
    return order ? { order } : { refused: answer(c, NO_ORDER, 404, demoPays) };
  }

  function showOrder(c: PageContext, order: OrderRow, sig: string) {
    const nowMs = now();
    const status = statusAt(order, nowMs);
    if (status === 'paid') return answer(c, PAID_BEFORE, 200);
    if (status === 'closed') return answer(c, CLOSED, 200);
    const nonce = randomBytes(16).toString('base64');
    const view = {
      orderNo: order.orderNo,
      sig,
      title: order.title,
      gives: gives(order),
      amount: formatYuan(order.price),
      payTypeName: payTypeRule(order.payType)?.name ?? '',
      secondsLeft: secondsLeftToPay({ expiresAt: order.expiresAt.getTime() / 1000 }, nowMs),
    };
    return c.body(renderCashier(view, nonce), 200, pageHeaders(nonce));
  }

  async function pay(c: PageContext, order: OrderRow) {
    const settlement = { orderNo: order.orderNo, tradeNo: demoTradeNo(), amount: order.price };
    // The demo provider's word that it was paid: recorded like a notice, so the story shows it.
    const nowMs = now();
    const notice = { provider: 'demo', source: 'cashier' as const, receivedMs: nowMs };
    const { outcome } = await settleOrder(db, { ...settlement, nowMs, notice });
    if (outcome === 'paid') {
      return answer(c, { heading: '支付成功', gives: gives(order), lines: [BACK_TO_APP] }, 200);
    }
    if (outcome === 'already' || outcome === 'paid_other') return answer(c, PAID_BEFORE, 200);
    if (outcome === 'closed') return answer(c, CLOSED, 200);
    if (outcome === 'unknown') return answer(c, NO_ORDER, 404);
    logger.warn({ orderNo: order.orderNo, outcome }, 'demo cashier: payment refused');
    return answer(c, FAILED, 400);
  }

  async function cancel(c: PageContext, order: OrderRow) {
    const { outcome } = await cancelOrder(db, order.orderNo, now());
    if (outcome === 'cancelled') {
      return answer(c, { heading: '订单已取消', lines: ['如需充值，请返回应用重新下单'] }, 200);
    }
    if (outcome === 'paid') return answer(c, PAID_BEFORE, 200);
    if (outcome === 'closed') return answer(c, CLOSED, 200);
    return answer(c, NO_ORDER, 404);
  }

  // No provider taking payments (the demo page off): no page; the demo's notice below stays.
  if (providers.paying.length > 0) {
    app.get(PAY_CASHIER_PATH, async (c) => {
      try {
        const sig = c.req.query('sig');
        const found = await orderOf(c, c.req.query('order'), sig);
        if (found.refused) return found.refused;
        const provider = providerFor(providers.paying, found.order.payType);
        if (!provider) return answer(c, WAY_OFF, 404, demoPays);
        if (provider.name === 'demo') return showOrder(c, found.order, sig!);
        return await toProvider(c, found.order, provider, deps);
      } catch (error) {
        logger.error({ err: error }, 'pay cashier failed');
        return answer(c, FAILED, 500, demoPays);
      }
    });
  }
  if (demoPays) mountDemoChoice();
  function mountDemoChoice() {
    app.post(PAY_CASHIER_PATH, async (c) => {
      // A body that is not the page's form is bad input: a 400 (413) page and a warn line.
      const read = await readPayBody(c.req.raw, { limit: PAY_BODY_LIMIT_BYTES, json: false });
      if (!read.ok) {
        logger.warn({ reason: read.reason }, 'demo cashier: unreadable form');
        return answer(c, FAILED, read.status);
      }
      const form = read.fields;
      try {
        const found = await orderOf(c, form.order, form.sig);
        if (found.refused) return found.refused;
        if (form.action === 'pay') return await pay(c, found.order);
        if (form.action === 'cancel') return await cancel(c, found.order);
        logger.warn({ orderNo: found.order.orderNo }, 'demo cashier: unknown action');
        return answer(c, FAILED, 400);
      } catch (error) {
        logger.error({ err: error }, 'demo cashier failed');
        return answer(c, FAILED, 500);
      }
    });
  }

  for (const provider of providers.notifying) {
    const limit = PAY_BODY_LIMIT_BYTES;
    app.post(provider.notifyPath, notifyHandler({ db, now, logger, provider, limit }));
  }
  return app;
}
