'use client';
// 账号登录: account and password, and the picture captcha once login/before says it is due
// (after repeated failures from this address). A failure shows the server's tip, else 登录失败 (§8).
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { LOGIN_FAILED } from '@/lib/api/account/failure';
import { useAccountLogin } from '@/lib/api/account/login';
import { deviceIdAtom } from '@/lib/state/session-atoms';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import { Field } from '../parts/fields';
import { useImageCaptcha, useLoginBefore } from './use-login-before';

export function AccountLoginForm({
  onLoggedIn,
  ensureConsent,
  onForgot,
}: {
  onLoggedIn: (user: OwnUser) => void;
  /** The consent is ticked (else it says so, and nothing is sent). */
  ensureConsent: () => boolean;
  /** 忘记密码: the way back in by a code to the bound phone. */
  onForgot: () => void;
}) {
  const toast = useToast();
  const deviceId = useAtomValue(deviceIdAtom);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const login = useAccountLogin();
  const before = useLoginBefore(account, deviceId, round);
  const needsCaptcha = before.data?.captchaRequired === true;
  const picture = useImageCaptcha(needsCaptcha, round);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ensureConsent()) return;
    setBusy(true);
    try {
      const user = await login.mutateAsync({
        account,
        password,
        devID: deviceId ?? undefined,
        ...(needsCaptcha && picture.data ? { captchaId: picture.data.captchaId, captcha } : {}),
      });
      onLoggedIn(user);
    } catch (error) {
      toast.error(failureText(error, LOGIN_FAILED));
      // A failure may make the captcha due, and a captcha answers once: ask again.
      setCaptcha('');
      setRound((value) => value + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={fieldStyles.form} onSubmit={submit} aria-label="账号登录">
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
        autoComplete="current-password"
        placeholder="请输入密码"
        maxLength={32}
      />
      {needsCaptcha && (
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          image={picture.data?.image}
          onRefresh={() => setRound((value) => value + 1)}
        />
      )}
      {before.data?.loginLocked && (
        <p className={fieldStyles.error}>登录失败次数过多，请稍后再试</p>
      )}
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={
          busy || account.length < 4 || password.length < 6 || (needsCaptcha && captcha.length < 4)
        }
      >
        {busy ? '登录中…' : '登录'}
      </button>
      <button
        type="button"
        className={`${buttonStyles.linkButton} ${fieldStyles.forgot}`}
        onClick={onForgot}
      >
        忘记密码？
      </button>
    </form>
  );
}

/** The picture captcha's four digits, the picture itself a button that asks for another. */
function CaptchaField({
  value,
  onChange,
  image,
  onRefresh,
}: {
  value: string;
  onChange: (value: string) => void;
  image: string | undefined;
  onRefresh: () => void;
}) {
  return (
    <Field
      label="图形验证码"
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 4))}
      inputMode="numeric"
      placeholder="请输入图中数字"
      side={
        <button
          type="button"
          className={fieldStyles.sideButton}
          onClick={onRefresh}
          aria-label="换一张验证码"
        >
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG data URL, nothing to optimise
            <img src={image} alt="图形验证码" width={88} height={32} />
          ) : (
            '加载中…'
          )}
        </button>
      }
    />
  );
}
