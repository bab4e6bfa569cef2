'use client';
// A new 兑换码 batch: its name, reward (钻石, or VIP days of a tier), how many codes, each code's
// uses and the expiry. Checked against the create call's own schema before it is sent; the
// origin's refusal is shown above the buttons.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { VIP_TIERS, VIP_TIER_NAME } from '@/lib/domain/money/vip';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useRedeemChange } from '@/lib/api/admin/use-finance';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';

import styles from '../admin.module.css';
import own from '../platform/platform.module.css';

const SCHEMA = adminCallNamed('finance/redeem/create').request;

type Form = {
  name: string;
  kind: 'diamonds' | 'vip';
  diamonds: string;
  tier: (typeof VIP_TIERS)[number];
  days: string;
  count: string;
  maxUses: string;
  /** datetime-local, the browser's clock; empty: never expires. */
  expiresAt: string;
};

const INITIAL: Form = {
  name: '',
  kind: 'diamonds',
  diamonds: '100',
  tier: 'normal',
  days: '30',
  count: '100',
  maxUses: '1',
  expiresAt: '',
};

/** The call's payload from the form: 钻石 typed whole (or to 0.1), sent in §5 tenths. */
function payloadOf(f: Form) {
  const reward =
    f.kind === 'diamonds'
      ? { kind: 'diamonds' as const, amount: Math.round(Number(f.diamonds) * 10) }
      : { kind: 'vip' as const, tier: f.tier, days: Number(f.days) };
  return {
    name: f.name.trim(),
    reward,
    count: Number(f.count),
    maxUses: Number(f.maxUses),
    ...(f.expiresAt ? { expiresAt: new Date(f.expiresAt).getTime() } : {}),
  };
}

function firstProblem(f: Form): string {
  const checked = v.safeParse(SCHEMA, payloadOf(f));
  return checked.success ? '' : (checked.issues[0]?.message ?? '请检查填写的内容');
}

function Field(props: {
  label: string;
  mode: 'text' | 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      {props.label}
      <input
        className={styles.input}
        inputMode={props.mode}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

type Props = { onClose: () => void; onCreated: (id: number) => void };

export function RedeemCreateForm({ onClose, onCreated }: Props) {
  const create = useRedeemChange('finance/redeem/create');
  const [form, setForm] = useState<Form>(INITIAL);
  const [error, setError] = useState('');
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = firstProblem(form);
    setError(problem);
    if (problem) return;
    try {
      const made = await create.mutateAsync(payloadOf(form));
      onCreated(made.item.id);
    } catch (err) {
      setError(err instanceof AdminCallError ? err.tip : '生成失败，请重试');
    }
  };
  return (
    <form className={own.editor} onSubmit={(e) => void submit(e)} aria-label="生成兑换码">
      <Field label="批次名称" mode="text" value={form.name} onChange={(x) => set('name', x)} />
      <label className={styles.field}>
        奖励类型
        <select
          className={styles.input}
          value={form.kind}
          onChange={(e) => set('kind', e.target.value as Form['kind'])}
        >
          <option value="diamonds">钻石</option>
          <option value="vip">VIP会员天数</option>
        </select>
      </label>
      {form.kind === 'diamonds' ? (
        <Field
          label="钻石数量"
          mode="decimal"
          value={form.diamonds}
          onChange={(x) => set('diamonds', x)}
        />
      ) : (
        <>
          <label className={styles.field}>
            会员等级
            <select
              className={styles.input}
              value={form.tier}
              onChange={(e) => set('tier', e.target.value as Form['tier'])}
            >
              {VIP_TIERS.map((t) => (
                <option key={t} value={t}>
                  {VIP_TIER_NAME[t]}
                </option>
              ))}
            </select>
          </label>
          <Field
            label="会员天数"
            mode="numeric"
            value={form.days}
            onChange={(x) => set('days', x)}
          />
        </>
      )}
      <Field label="生成数量" mode="numeric" value={form.count} onChange={(x) => set('count', x)} />
      <Field
        label="每码可用次数"
        mode="numeric"
        value={form.maxUses}
        onChange={(x) => set('maxUses', x)}
      />
      <label className={styles.field}>
        过期时间（留空为永久有效）
        <input
          className={styles.input}
          type="datetime-local"
          value={form.expiresAt}
          onChange={(e) => set('expiresAt', e.target.value)}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={own.actions}>
        <button type="submit" className={styles.button} disabled={create.isPending}>
          生成
        </button>
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onClose}>
          取消
        </button>
      </div>
    </form>
  );
}
