'use client';
// 运营补发: diamonds or VIP days with a required reason. The request key is made with the form and
// changes only when what is granted or why changes: a second (or double) click of the same grant
// sends the same key, and the origin grants it once.
import { useState, type FormEvent } from 'react';

import { useUserChange } from '@/lib/api/admin/use-users';
import {
  diamondsInputToTenths,
  GRANT_REASON_MAX,
  GRANT_VIP_DAYS_MAX,
  grantProblem,
  grantText,
  TIP_GRANT_DAYS,
  TIP_GRANT_DIAMONDS,
  type Grant,
} from '@/lib/domain/admin/users';
import { VIP_TIER_NAME, VIP_TIERS, type VipTier } from '@/lib/domain/money/vip';

import styles from '../admin.module.css';
import { OnceFormOutcome, useOnceForm } from '../once-form';
import { useUserId } from './user-context';

function readGrant(kind: Grant['kind'], amount: string, tier: VipTier): Grant | string {
  if (kind === 'diamonds') {
    const tenths = diamondsInputToTenths(amount);
    return tenths === null ? TIP_GRANT_DIAMONDS : { kind, amount: tenths };
  }
  const days = /^\d{1,4}$/.test(amount.trim()) ? Number(amount) : 0;
  return days >= 1 && days <= GRANT_VIP_DAYS_MAX ? { kind, tier, days } : TIP_GRANT_DAYS;
}

export function UserGrantForm() {
  const id = useUserId();
  const grant = useUserChange('users/grant', id);
  const [kind, setKind] = useState<Grant['kind']>('diamonds');
  const [tier, setTier] = useState<VipTier>('normal');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { key, problem, setProblem, done, setDone, edit } = useOnceForm('gr');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const reward = readGrant(kind, amount, tier);
    if (typeof reward === 'string') return setProblem(reward);
    const tip = grantProblem(reward, reason);
    if (tip) return setProblem(tip);
    setProblem('');
    grant.mutate(
      { id, reward, reason, key },
      {
        onSuccess: (r) =>
          setDone(
            r.created
              ? `已补发${grantText(reward)}`
              : `该补发已处理（${grantText(reward)}），未重复补发`,
          ),
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="运营补发">
      <label className={styles.field}>
        补发类型
        <select
          className={styles.input}
          value={kind}
          onChange={(e) => edit(() => setKind(e.target.value as Grant['kind']))}
        >
          <option value="diamonds">钻石</option>
          <option value="vip">VIP天数</option>
        </select>
      </label>
      {kind === 'vip' ? (
        <label className={styles.field}>
          会员类型
          <select
            className={styles.input}
            value={tier}
            onChange={(e) => edit(() => setTier(e.target.value as VipTier))}
          >
            {VIP_TIERS.map((t) => (
              <option key={t} value={t}>
                {VIP_TIER_NAME[t]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.field}>
        {kind === 'diamonds' ? '钻石数量' : '天数'}
        <input
          className={styles.input}
          inputMode="decimal"
          value={amount}
          onChange={(e) => edit(() => setAmount(e.target.value))}
        />
      </label>
      <label className={styles.field}>
        补发原因
        <input
          className={styles.input}
          value={reason}
          maxLength={GRANT_REASON_MAX}
          onChange={(e) => edit(() => setReason(e.target.value))}
        />
      </label>
      <button type="submit" className={styles.button} disabled={grant.isPending}>
        {grant.isPending ? '补发中…' : '确认补发'}
      </button>
      <OnceFormOutcome problem={problem} done={done} />
    </form>
  );
}
