'use client';
// /mine/pointExchange 积分兑换 (from /mine/pointLevel): the points left to spend, the goods for
// points with their stock and per-user limits, 兑换 behind a confirm, and the history
// (docs/money-api.md "Points exchange"). A good the caller cannot take shows why on its button,
// with the origin's own rule (lib/domain/welfare/points exchangeProblem); a guest is offered 去登录.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { useConfirm } from '@/components/ui/confirm';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { IntentLink } from '@/components/ui/intent-link';
import { InfiniteList } from '@/components/ui/list';
import { failureText } from '@/lib/api/failure-text';
import { useCurrentUser } from '@/lib/api/account/user';
import {
  pointsGoodsQuery,
  pointsHistoryQuery,
  useExchangeGoods,
  type PointsExchange,
  type PointsExchanged,
  type PointsGoods,
} from '@/lib/api/welfare/points';
import { formatDate } from '@/lib/domain/platform/format';
import {
  exchangeProblem,
  goodsRewardText,
  TIP_POINTS_GUEST,
  type ExchangeProblem,
} from '@/lib/domain/welfare/points';
import { userCardView } from '@/lib/domain/account/user-card';

import styles from './points-exchange-screen.module.css';

const FALLBACK = '兑换失败，请稍后重试';
const LOGIN_PATH = '/mine/login';
const BUTTON_TEXT: Record<ExchangeProblem['code'], string> = {
  soldOut: '已兑完',
  limit: '已达上限',
  points: '积分不足',
};

function stockText(goods: PointsGoods): string {
  const parts = [goods.stock === null ? '不限量' : `剩余${goods.stock}件`];
  if (goods.userLimit !== null) parts.push(`每人限兑${goods.userLimit}次`);
  return parts.join(' · ');
}

function GoodsRow({
  goods,
  balance,
  guest,
  busy,
  onExchange,
}: {
  goods: PointsGoods;
  balance: number;
  guest: boolean;
  busy: boolean;
  onExchange: (goods: PointsGoods) => void;
}) {
  const problem = exchangeProblem(goods, balance);
  return (
    <li className={styles.goods} aria-label={goods.title}>
      <div className={styles.goodsText}>
        <strong>{goods.title}</strong>
        <span className={styles.muted}>{stockText(goods)}</span>
      </div>
      <span className={styles.price}>{goods.price}积分</span>
      {guest ? (
        <IntentLink href={LOGIN_PATH} className={styles.action}>
          登录兑换
        </IntentLink>
      ) : (
        <button
          type="button"
          className={styles.action}
          aria-disabled={problem !== null || busy}
          title={problem?.tip}
          onClick={problem || busy ? undefined : () => onExchange(goods)}
        >
          {problem ? BUTTON_TEXT[problem.code] : '兑换'}
        </button>
      )}
    </li>
  );
}

function Outcome({ done }: { done: PointsExchanged }) {
  return (
    <section className={styles.outcome} role="status" aria-label="兑换结果">
      <strong>兑换成功</strong>
      <span>获得 {goodsRewardText(done.exchange.reward)}</span>
      <span className={styles.muted}>剩余积分 {done.points.balance}</span>
    </section>
  );
}

function HistoryRow({ record }: { record: PointsExchange }) {
  return (
    <div className={styles.record}>
      <span className={styles.recordTitle}>{record.title}</span>
      <span className={styles.recordPoints}>-{record.points}积分</span>
      <time className={styles.muted}>{formatDate(record.createdAt, 'YYYY-MM-DD HH:mm')}</time>
    </div>
  );
}

function useExchangeFlow() {
  const confirm = useConfirm();
  const exchange = useExchangeGoods();
  const [done, setDone] = useState<PointsExchanged | null>(null);
  const [error, setError] = useState('');
  const start = async (goods: PointsGoods) => {
    if (exchange.isPending) return;
    const yes = await confirm({
      title: '确认兑换',
      message: `使用${goods.price}积分兑换「${goods.title}」？`,
      confirmText: '确认兑换',
    });
    if (!yes) return;
    setError('');
    setDone(null);
    exchange.mutate(goods.id, {
      onSuccess: setDone,
      onError: (failure) => setError(failureText(failure, FALLBACK)),
    });
  };
  return { start, done, error, busy: exchange.isPending };
}

export function PointsExchangeScreen() {
  const goods = useQuery(pointsGoodsQuery());
  const history = useInfiniteQuery(pointsHistoryQuery());
  const active = usePageActive();
  const { user } = useCurrentUser();
  // Until the session is known the screen reads as a guest's, as 兑换中心 does.
  const guest = userCardView(user)?.isGuest ?? true;
  const flow = useExchangeFlow();
  const points = goods.data?.points ?? null;
  const balance = points?.balance ?? 0;
  return (
    <main className={styles.screen}>
      <Header title="积分兑换" />
      <section className={styles.card} aria-label="我的积分">
        <span className={styles.muted}>可用积分</span>
        <strong className={styles.balance} data-testid="points-balance">
          {balance}
        </strong>
        <span className={styles.muted}>
          累计 {points?.earned ?? 0} · 已兑换 {points?.spent ?? 0}
        </span>
        {guest && (
          <p className={styles.guest}>
            {TIP_POINTS_GUEST}
            <IntentLink href={LOGIN_PATH}>去登录</IntentLink>
          </p>
        )}
        {flow.error && (
          <p className={styles.error} role="alert">
            {flow.error}
          </p>
        )}
        {flow.done && <Outcome done={flow.done} />}
      </section>
      <h2 className={styles.title}>兑换商品</h2>
      {goods.isError ? (
        <ErrorState onRetry={() => void goods.refetch()} />
      ) : (
        <ul className={styles.list} aria-label="兑换商品" aria-busy={goods.isPending}>
          {goods.data?.list.map((item) => (
            <GoodsRow
              key={item.id}
              goods={item}
              balance={balance}
              guest={guest}
              busy={flow.busy}
              onExchange={(chosen) => void flow.start(chosen)}
            />
          ))}
        </ul>
      )}
      <section className={styles.history} aria-labelledby="points-history-title">
        <h2 id="points-history-title" className={styles.title}>
          兑换记录
        </h2>
        <InfiniteList
          query={history}
          getKey={(record) => record.id}
          renderItem={(record) => <HistoryRow record={record} />}
          empty={<p className={styles.muted}>还没有兑换记录</p>}
          active={active}
          aria-label="积分兑换记录"
        />
      </section>
      <p className={styles.rules}>
        兑换仅限注册账号，积分一经兑换不退还；钻石和金币即时到账，会员时长在当前有效期后顺延。
      </p>
    </main>
  );
}
