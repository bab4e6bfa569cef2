'use client';
// /mine/originalRegister: an account name and a password twice, and the consent ticked. Registering from a guest session
// turns that guest into the account, so what it watched, favourited and bought stays. A failure
// shows why under the form and keeps everything typed.
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';

import { IntentLink } from '@/components/ui/intent-link';
import { failureText } from '@/lib/api/failure-text';
import { useRegister } from '@/lib/api/account/login';
import { ACCOUNT_RE, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/protocol/calls/account/login';
import { pendingInviteAtom } from '@/lib/state/pending-invite-atoms';
import { deviceIdAtom } from '@/lib/state/session-atoms';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import { Field } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { ConsentTick, useConsent } from './consent-tick';
import { useAfterLogin } from './use-after-login';

export const REGISTER_FAILED = '注册失败，请稍后重试';

function formError(account: string, password: string, again: string): string | null {
  if (!ACCOUNT_RE.test(account)) return '账号需为4-20位字母、数字或下划线';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return `密码需为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
  if (/\s/.test(password)) return '密码不能包含空格';
  if (password !== again) return '两次输入的密码不一致';
  return null;
}

export function RegisterScreen() {
  const deviceId = useAtomValue(deviceIdAtom);
  // Opened from a friend's shared link: the new account goes on to 邀请记录, its code filled in.
  const inviter = useAtomValue(pendingInviteAtom);
  const onRegistered = useAfterLogin('注册成功', inviter ? '/mine/invitation' : '/mine');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const consent = useConsent();
  const register = useRegister();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = formError(account, password, again);
    setError(invalid);
    if (invalid || !consent.ensure()) return;
    setBusy(true);
    try {
      const user = await register.mutateAsync({
        account,
        password,
        devID: deviceId ?? undefined,
      });
      onRegistered(user);
    } catch (failure) {
      setError(failureText(failure, REGISTER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubPage title="注册账号">
      <form className={fieldStyles.form} onSubmit={submit} aria-label="注册账号" noValidate>
        <Field
          label="账号"
          value={account}
          onChange={setAccount}
          autoComplete="username"
          placeholder="4-20位字母、数字或下划线"
          maxLength={20}
        />
        <Field
          label="密码"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          placeholder={`${PASSWORD_MIN}-${PASSWORD_MAX}位密码`}
          maxLength={PASSWORD_MAX}
        />
        <Field
          label="确认密码"
          type="password"
          value={again}
          onChange={setAgain}
          autoComplete="new-password"
          placeholder="再次输入密码"
          maxLength={PASSWORD_MAX}
          error={error}
        />
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? '注册中…' : '注册'}
        </button>
      </form>
      <ConsentTick consent={consent} />
      <div className={buttonStyles.links}>
        <IntentLink href="/mine/login">已有账号，去登录</IntentLink>
      </div>
      <p className={panelStyles.note}>注册后，当前设备的观看记录、收藏、已购内容和余额都会保留。</p>
      {inviter && (
        <p className={panelStyles.note}>
          来自好友的分享（邀请码 {inviter}），注册后可在邀请记录中确认。
        </p>
      )}
    </SubPage>
  );
}
