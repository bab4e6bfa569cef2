'use client';
// /mine/setting/closeAccount (注销账号, docs/account-api.md "账号注销"): what closing does, the
// balances that will be lost, the password (or a code to the bound phone), a tick that the user
// understands, then a last confirm. Closed, the device signs out as 退出登录 does and is a guest.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { useConfirm } from '@/components/ui/confirm';
import { useToast } from '@/components/ui/toast';
import { ownUserQuery } from '@/lib/api/account/center';
import { failureText } from '@/lib/api/failure-text';
import { useLogout } from '@/lib/api/account/session';
import { useCloseAccount } from '@/lib/api/account/settings';
import { CLOSURE_CONSEQUENCES, closureProof } from '@/lib/domain/account/closure';
import { formatDiamond, formatGold } from '@/lib/domain/platform/format';

import buttonStyles from '../parts/buttons.module.css';
import fieldStyles from '../parts/fields.module.css';
import panelStyles from '../parts/panels.module.css';
import { Field, FormError, SmsCodeField } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useSendCode } from '../parts/use-send-code';
import styles from './close-account.module.css';

export const CLOSE_TICK = '我已了解注销后果';
const TICK_NEEDED = '请先勾选“我已了解注销后果”';

export function CloseAccountScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const proof = user ? closureProof(user) : null;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendCode = useSendCode();
  const confirm = useConfirm();
  const toast = useToast();
  const logout = useLogout();
  const closeAccount = useCloseAccount();
  const router = useRouter();

  if (user?.isGuest) return <GuestHasNothing />;

  const diamonds = formatDiamond(user?.wallet?.diamonds ?? 0);
  const gold = formatGold(user?.wallet?.gold ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setMissing(true);
      toast(TICK_NEEDED);
      return;
    }
    const secret = proof === 'code' ? code.trim() : password;
    if (!secret) return setError(proof === 'code' ? '请输入手机验证码' : '请输入登录密码');
    const sure = await confirm({
      title: '确认注销账号',
      message: `注销后账号无法恢复，钻石 ${diamonds}、金币 ${gold} 将作废且不予退还。确定注销吗？`,
      confirmText: '确认注销',
    });
    if (!sure) return;
    setBusy(true);
    setError(null);
    try {
      await closeAccount.mutateAsync(proof === 'code' ? { code: secret } : { password: secret });
    } catch (failure) {
      setBusy(false);
      return setError(failureText(failure, '注销失败，请稍后重试'));
    }
    // As 退出登录: the token and the stored user go, the bootstrap makes this device a guest.
    await logout();
    toast.success('账号已注销');
    router.replace('/mine');
  };

  return (
    <SubPage title="注销账号">
      <ClosureNotice diamonds={diamonds} gold={gold} />
      <form className={fieldStyles.form} onSubmit={submit} aria-label="注销账号" noValidate>
        {proof === 'code' ? (
          <>
            <p className={fieldStyles.hint}>验证码将发送到已绑定的手机 {user?.phone}</p>
            <SmsCodeField
              value={code}
              onChange={setCode}
              canSend
              onSend={() => sendCode({ bound: true })}
            />
          </>
        ) : (
          <Field
            label="登录密码"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            placeholder="请输入登录密码以确认身份"
          />
        )}
        <label className={styles.tick} data-missing={missing ? '' : undefined}>
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={missing || undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
          />
          {CLOSE_TICK}
        </label>
        <FormError error={error} />
        <button type="submit" className={buttonStyles.danger} disabled={busy || !user}>
          {busy ? '注销中…' : '注销账号'}
        </button>
      </form>
    </SubPage>
  );
}

/** A guest's account is the device: nothing to close here. */
function GuestHasNothing() {
  return (
    <SubPage title="注销账号">
      <section className={panelStyles.card} aria-label="游客无需注销">
        <p className={panelStyles.linkText}>
          游客没有可注销的账号：退出或清除本机数据即可。注册或登录账号后，才能在这里注销。
        </p>
      </section>
      <Link href="/mine/login" className={buttonStyles.primary}>
        去登录
      </Link>
    </SubPage>
  );
}

/** What closing does, and the balances it forfeits. */
function ClosureNotice({ diamonds, gold }: { diamonds: string; gold: string }) {
  return (
    <section className={panelStyles.card} aria-label="注销须知">
      <h2 className={panelStyles.heading}>注销后将发生</h2>
      <ul className={styles.list}>
        {CLOSURE_CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <dl className={styles.balances} aria-label="将作废的余额">
        <div>
          <dt>钻石</dt>
          <dd className={styles.lost} data-testid="lost-diamonds">
            {diamonds}
          </dd>
        </div>
        <div>
          <dt>金币</dt>
          <dd className={styles.lost} data-testid="lost-gold">
            {gold}
          </dd>
        </div>
      </dl>
    </section>
  );
}
