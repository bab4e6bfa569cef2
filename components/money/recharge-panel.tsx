'use client';
// The cashier of 金币充值, 钻石充值 and 开通会员 (docs/money-api.md): the packages of one kind, the
// ways to pay (a way that cannot pay is disabled with its reason), and 立即支付 ¥X at the bottom.
// The first choices are the 热销 package and the first way that can pay it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { payTypeInfoQuery, type PayTypeInfo, type RechargeChoice } from '@/lib/api/money/recharge';
import {
  formatYuan,
  PAY_TYPE_CODES,
  payTypeOffered,
  type PayTypeCode,
  type ProductKind,
} from '@/lib/domain/money/recharge';
import {
  chosenProductName,
  effectivePayType,
  preselectedProductId,
} from '@/lib/domain/money/recharge-choice';

import { PayTypeChoices, PayTypeChoicesSkeleton } from './recharge-pay-types';
import styles from './recharge-panel.module.css';
import { RechargePendingDialog } from './recharge-pending-dialog';
import { ProductChoices, ProductChoicesSkeleton } from './recharge-products';
import { useRechargeCheckout } from './use-recharge-checkout';

const PAY_TEXT = '立即支付';

function PayBar({
  summary,
  price,
  ready,
  busy,
  onPay,
}: {
  summary: string;
  price: number | null;
  ready: boolean;
  busy: boolean;
  onPay: () => void;
}) {
  return (
    <div className={styles.bar}>
      <p className={styles.summary}>
        <span>已选</span>
        <strong>{summary}</strong>
      </p>
      <button
        type="button"
        className={styles.pay}
        onClick={ready && !busy ? onPay : undefined}
        aria-disabled={!ready || busy}
        aria-busy={busy}
      >
        {busy && <Spinner />}
        {busy ? '正在下单…' : `${PAY_TEXT}${price === null ? '' : ` ${formatYuan(price)}`}`}
      </button>
    </div>
  );
}

function Cashier({
  title,
  info,
  busy,
  onPay,
}: {
  title: string;
  info: PayTypeInfo;
  busy: boolean;
  onPay: (choice: RechargeChoice) => void;
}) {
  const [chosenProduct, setChosenProduct] = useState<number | null>(null);
  const [chosenPay, setChosenPay] = useState<PayTypeCode | null>(null);
  const { products } = info;
  // What the origin lists, minus a way this kind never takes (gold for gold), whoever answered.
  const payTypes = info.payTypes.filter((p) => payTypeOffered(info.kind, p.code));
  // A package that left the list (asked again after a payment) falls back to the first choice.
  const product =
    products.find((p) => p.id === chosenProduct) ??
    products.find((p) => p.id === preselectedProductId(products));
  const check = product ? { kind: info.kind, price: product.price, gold: info.gold } : null;
  const offered = payTypes.map((p) => p.code);
  const payType = check ? effectivePayType(chosenPay, offered, check) : null;

  if (!product) return <EmptyState text="暂无可购买的套餐" description="请稍后再来看看" />;
  const payName = payTypes.find((p) => p.code === payType)?.name;
  return (
    <>
      <ProductChoices
        title={title}
        kind={info.kind}
        products={products}
        name={`recharge-${info.kind}`}
        selectedId={product.id}
        onSelect={setChosenProduct}
      />
      <PayTypeChoices
        payTypes={payTypes}
        check={check}
        selected={payType}
        onSelect={setChosenPay}
      />
      <PayBar
        summary={payName ? `${chosenProductName(product)} · ${payName}` : '暂无可用的支付方式'}
        price={product.price}
        ready={payType !== null}
        busy={busy}
        onPay={() => payType && onPay({ productId: product.id, payType })}
      />
    </>
  );
}

/**
 * The cashier's placeholder: cards, rows and bar of the same heights; two rows of packages and
 * every way this kind can be paid, as the operator's lists usually are, so little moves when
 * they come (three rows for gold, which gold cannot pay, moved the rules 66 px up).
 */
function CashierSkeleton({ title, kind }: { title: string; kind: ProductKind }) {
  const ways = PAY_TYPE_CODES.filter((code) => payTypeOffered(kind, code)).length;
  return (
    <div className={styles.panel} role="status" aria-busy="true" aria-label="加载中">
      <ProductChoicesSkeleton title={title} count={6} />
      <PayTypeChoicesSkeleton count={ways} />
      <PayBar summary="—" price={null} ready={false} busy={false} onPay={() => undefined} />
    </div>
  );
}

export function RechargePanel({
  kind,
  title = '选择套餐',
}: {
  kind: ProductKind;
  /** The packages' heading (开通会员 on /mine/vip). */
  title?: string;
}) {
  const info = useQuery(payTypeInfoQuery(kind));
  const checkout = useRechargeCheckout();
  const pending = checkout.pending;
  let body;
  if (info.data) {
    body = (
      <div className={styles.panel}>
        <Cashier title={title} info={info.data} busy={checkout.busy} onPay={checkout.pay} />
      </div>
    );
  } else if (info.isError) {
    body = (
      <ErrorState className={styles.error} error={info.error} onRetry={() => void info.refetch()} />
    );
  } else {
    body = <CashierSkeleton title={title} kind={kind} />;
  }
  return (
    <>
      {body}
      {pending && (
        <RechargePendingDialog
          key={pending.order.orderNo}
          order={pending.order}
          open={pending.open}
          onClose={checkout.closePending}
        />
      )}
    </>
  );
}
