'use client';
// The invitation's shared parts: the link a code opens (the invitation screen with the code
// filled in), the form redeeming somebody's code (once, never one's own), and what a guest sees
// instead: invitations are for accounts (docs/money-api.md "Rewards need an account").
import { useState, useSyncExternalStore, type FormEvent } from 'react';

import { IntentLink } from '@/components/ui/intent-link';
import { useToast } from '@/components/ui/toast';
import { useRedeemInvite } from '@/lib/api/account/center-actions';
import { failureText } from '@/lib/api/failure-text';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import { Field } from '../parts/fields';
import panelStyles from '../parts/panels.module.css';

const noSubscribe = () => () => undefined;

/** A value of the browser's location ('' on the server): the page itself renders statically. */
export function useLocationValue(read: (location: Location) => string): string {
  return useSyncExternalStore(
    noSubscribe,
    () => read(window.location),
    () => '',
  );
}

/** A guest's invitation screens: no code of their own to share, none to fill in, until they log in. */
export function InviteLoginFirst({ text }: { text: string }) {
  return (
    <section className={panelStyles.card} aria-label="登录后邀请">
      <p>{text}</p>
      <p className={panelStyles.note}>
        邀请奖励仅发放给注册账号，游客无法获得专属邀请码或填写邀请码
      </p>
      <IntentLink href="/mine/login" className={buttonStyles.primary}>
        去登录
      </IntentLink>
    </section>
  );
}

export function inviteLink(origin: string, code: string): string {
  return `${origin}/mine/invitation?code=${encodeURIComponent(code)}`;
}

export function RedeemForm({ initial }: { initial: string }) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const redeem = useRedeemInvite();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const done = await redeem.mutateAsync(code);
      toast.success(`已接受 ${done.inviter} 的邀请`);
    } catch (failure) {
      setError(failureText(failure, '邀请码无效，请检查后重试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={fieldStyles.form} onSubmit={submit} aria-label="填写邀请码" noValidate>
      <Field
        label="填写邀请码"
        value={code}
        onChange={(value) => setCode(value.replace(/[^A-Za-z0-9]/g, '').slice(0, 6))}
        placeholder="6位邀请码"
        autoCapitalize="characters"
        error={error}
      />
      <button type="submit" className={buttonStyles.primary} disabled={busy || code.length !== 6}>
        {busy ? '提交中…' : '确认'}
      </button>
    </form>
  );
}
