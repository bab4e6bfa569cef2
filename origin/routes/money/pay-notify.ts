// POST /pay/notify: the payment provider's asynchronous notice (docs/money-api.md "Recharge"). A
// form or JSON of orderNo, tradeNo, amount (fen) and sign = HMAC-SHA256 under the notify key of
// `orderNo&tradeNo&amount`. Answered as providers expect, in plain text: `success` once the order
// is paid by this trade (a repeated notice too, credited once), else `fail`; a body that is not a
// notice (pay/pay-body.ts) is `fail` with a warn line, never an error.
import type { Context } from 'hono';
import type { Logger } from 'pino';

import { ORDER_NO_PATTERN } from '@/lib/domain/money/recharge';

import type { Db } from '../../db/client';
import type { OriginEnv } from '../../http/context';
import type { PayNotice, PaySigner } from '../../services/money/pay-sign';
import { readPayBody } from '../../pay/pay-body';
import { settleOrder } from '../../services/money/recharge-settle';

const TRADE_NO = /^[A-Za-z0-9_-]{1,64}$/;
const AMOUNT = /^[1-9][0-9]{0,8}$/;
const SIGN = /^[0-9a-f]{64}$/;

type NotifyDeps = {
  db: Db;
  now: () => number;
  logger: Logger;
  signer: PaySigner;
  /** The largest notice taken, in bytes. */
  limit: number;
};

/** The notice and its sign when every field is well formed; null otherwise. */
export function readNotice(
  fields: Record<string, unknown>,
): { notice: PayNotice; sign: string } | null {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const [orderNo, tradeNo, amount, sign] = ['orderNo', 'tradeNo', 'amount', 'sign'].map((k) =>
    text(fields[k]),
  ) as [string, string, string, string];
  const ok =
    ORDER_NO_PATTERN.test(orderNo) &&
    TRADE_NO.test(tradeNo) &&
    AMOUNT.test(amount) &&
    SIGN.test(sign);
  return ok ? { notice: { orderNo, tradeNo, amount: Number(amount) }, sign } : null;
}

export function notifyHandler({ db, now, logger, signer, limit }: NotifyDeps) {
  const reply = (c: Context<OriginEnv>, word: 'success' | 'fail', status: 200 | 400 | 413 = 200) =>
    c.text(word, status, { 'cache-control': 'no-store' });
  return async (c: Context<OriginEnv>) => {
    const body = await readPayBody(c.req.raw, { limit, json: true });
    if (!body.ok) {
      logger.warn({ reason: body.reason }, 'pay notify: unreadable body');
      return reply(c, 'fail', body.status);
    }
    try {
      const read = readNotice(body.fields);
      if (!read || !signer.noticeOk(read.notice, read.sign)) {
        logger.warn({ orderNo: read?.notice.orderNo }, 'pay notify: malformed or bad sign');
        return reply(c, 'fail');
      }
      const { outcome } = await settleOrder(db, { ...read.notice, nowMs: now() });
      if (outcome === 'paid' || outcome === 'already') return reply(c, 'success');
      // paid_other is a second payment of a paid order: not credited, the operator refunds it.
      logger.warn({ orderNo: read.notice.orderNo, outcome }, 'pay notify refused');
      return reply(c, 'fail');
    } catch (error) {
      logger.error({ err: error }, 'pay notify failed');
      return reply(c, 'fail');
    }
  };
}
