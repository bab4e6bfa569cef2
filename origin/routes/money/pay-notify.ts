// A payment provider's asynchronous notice (docs/money-api.md "Payment providers"): POST
// /pay/notify (demo), /pay/notify/alipay, /pay/notify/wechat. The provider verifies and reads its
// own notice; a payment it vouches for is settled by settleOrder (once, for the order's price).
// Answered as that provider expects: success once the order is paid by this trade (a repeated
// notice too, credited once), else a failure; every refusal is a warn line, never an error.
// A verified notice is recorded (pay_notices) with its outcome; a refused one only logged.
import type { Context } from 'hono';
import type { Logger } from 'pino';

import type { Db } from '../../db/client';
import type { OriginEnv } from '../../http/context';
import { readPayBody } from '../../pay/pay-body';
import type { PayProvider, ProviderAnswer } from '../../services/money/pay-providers';
import { recordNotice } from '../../services/money/pay-notices';
import { settleOrder } from '../../services/money/recharge-settle';

type NotifyDeps = {
  db: Db;
  now: () => number;
  logger: Logger;
  provider: PayProvider;
  /** The largest notice taken, in bytes. */
  limit: number;
};

export function notifyHandler({ db, now, logger, provider, limit }: NotifyDeps) {
  const reply = (c: Context<OriginEnv>, answer: ProviderAnswer) =>
    answer.status === 204
      ? c.body(null, 204, { 'cache-control': 'no-store' })
      : c.body(answer.body, answer.status, {
          'content-type': answer.type,
          'cache-control': 'no-store',
        });
  const log = { provider: provider.name };
  return async (c: Context<OriginEnv>) => {
    const body = await readPayBody(c.req.raw, { limit, json: true });
    if (!body.ok) {
      logger.warn({ ...log, reason: body.reason }, 'pay notify: unreadable body');
      return reply(c, provider.answer(false, body.status));
    }
    try {
      const raw = { text: body.text, fields: body.fields, headers: c.req.raw.headers };
      const check = provider.checkNotice(raw, now());
      if (check.kind === 'refused') {
        logger.warn(
          { ...log, orderNo: check.orderNo, reason: check.reason },
          'pay notify: refused',
        );
        return reply(c, provider.answer(false));
      }
      if (check.kind === 'ignore') {
        // Genuine but not a payment (a trade closed unpaid): taken, so it is not resent.
        logger.info(
          { ...log, orderNo: check.orderNo, reason: check.reason },
          'pay notify: no payment',
        );
        await recordNotice(db, {
          provider: provider.name,
          source: 'notice',
          orderNo: check.orderNo ?? null,
          tradeNo: null,
          amount: null,
          outcome: 'ignored',
          receivedMs: now(),
        });
        return reply(c, provider.answer(true));
      }
      const { paidAtMs, ...paid } = check.notice;
      // Settled as of the payment, when the provider says it was earlier: paid in time counts.
      const nowMs = now();
      const at = paidAtMs !== undefined && paidAtMs < nowMs ? paidAtMs : nowMs;
      const notice = { provider: provider.name, source: 'notice' as const, receivedMs: nowMs };
      const { outcome } = await settleOrder(db, { ...paid, nowMs: at, notice });
      if (outcome === 'paid' || outcome === 'already') return reply(c, provider.answer(true));
      // paid_other is a second payment of a paid order: not credited, the operator refunds it.
      logger.warn({ ...log, ...paid, paidAt: at, outcome }, 'pay notify refused');
      return reply(c, provider.answer(false));
    } catch (error) {
      logger.error({ ...log, err: error }, 'pay notify failed');
      return reply(c, provider.answer(false));
    }
  };
}
