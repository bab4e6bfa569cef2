'use client';
// The ways to pay as native radios drawn as rows. A way that cannot pay the chosen package is
// disabled with the reason on its row (payTypeProblem, the origin's own rule), so nobody meets a
// refusal the screen could have foreseen; 金币支付 shows the balance it would spend.
import { useId, type ComponentType, type SVGProps } from 'react';

import {
  AlipayIcon,
  CheckCircleIcon,
  GoldCoinIcon,
  WechatPayIcon,
} from '@/components/icons/pay-icons';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import type { PayTypeInfo } from '@/lib/api/money/recharge';
import { formatGold } from '@/lib/domain/platform/format';
import { payTypeProblem, type PayCheck, type PayTypeCode } from '@/lib/domain/money/recharge';

import styles from './recharge-panel.module.css';

const ICONS: Record<PayTypeCode, ComponentType<SVGProps<SVGSVGElement>>> = {
  alipay: AlipayIcon,
  wechat: WechatPayIcon,
  gold: GoldCoinIcon,
};

type PayTypeItem = PayTypeInfo['payTypes'][number];

function PayTypeRow({
  payType,
  check,
  name,
  selected,
  onSelect,
}: {
  payType: PayTypeItem;
  check: PayCheck | null;
  name: string;
  selected: boolean;
  onSelect: (code: PayTypeCode) => void;
}) {
  const noteId = useId();
  const Icon = ICONS[payType.code];
  // With no package chosen there is nothing to refuse yet.
  const problem = check ? payTypeProblem(payType.code, check) : '';
  const balance = payType.code === 'gold' && check ? `余额 ${formatGold(check.gold)} 金币` : '';
  return (
    <label className={styles.payType} data-disabled={problem ? 'true' : undefined}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={payType.code}
        checked={selected && !problem}
        disabled={Boolean(problem)}
        onChange={() => onSelect(payType.code)}
        aria-label={payType.name}
        aria-describedby={balance || problem ? noteId : undefined}
      />
      <Icon className={styles.payIcon} data-pay={payType.code} />
      <span className={styles.payText}>
        <span className={styles.payName}>{payType.name}</span>
        {(balance || problem) && (
          <span id={noteId} className={styles.payNote}>
            {balance}
            {balance && problem && ' · '}
            {problem && <span className={styles.payProblem}>{problem}</span>}
          </span>
        )}
      </span>
      <span className={styles.check} aria-hidden="true">
        {selected && !problem && <CheckCircleIcon className={styles.checkIcon} />}
      </span>
    </label>
  );
}

export function PayTypeChoices({
  payTypes,
  check,
  selected,
  onSelect,
}: {
  payTypes: readonly PayTypeItem[];
  check: PayCheck | null;
  selected: PayTypeCode | null;
  onSelect: (code: PayTypeCode) => void;
}) {
  const headingId = useId();
  const name = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        支付方式
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.payTypes}>
        {payTypes.map((payType) => (
          <PayTypeRow
            key={payType.code}
            payType={payType}
            check={check}
            name={name}
            selected={selected === payType.code}
            onSelect={onSelect}
          />
        ))}
      </div>
    </section>
  );
}

/** The rows' placeholder: as many rows of the same height. */
export function PayTypeChoicesSkeleton({ count = 3 }: { count?: number }) {
  return (
    <section className={styles.section} aria-hidden="true">
      <h2 className={styles.heading}>支付方式</h2>
      <div className={skeletonArea(styles.payTypes)}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={`${styles.payType} ${styles.placeholderCard}`}>
            <Skeleton width={28} height={28} radius={6} />
            <Skeleton width="40%" height={15} />
            <Skeleton width={22} height={22} circle />
          </span>
        ))}
      </div>
    </section>
  );
}
