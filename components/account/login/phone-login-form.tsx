'use client';
// 手机登录: phone and a 6-digit code (60 s before a resend). The phone's account logs in on this
// device; a number nobody owns is bound to the current account. Failures show the server's tip,
// else 登录失败 (§8).
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { LOGIN_FAILED } from '@/lib/api/account/failure';
import { usePhoneLogin } from '@/lib/api/account/login';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';
import { deviceIdAtom } from '@/lib/state/session-atoms';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import { PHONE_RE, PhoneField, SmsCodeField } from '../parts/fields';
import { useSendCode } from '../parts/use-send-code';

export function PhoneLoginForm({
  onLoggedIn,
  ensureConsent,
  submitText = '登录',
}: {
  onLoggedIn: (user: OwnUser) => void;
  /** The consent is ticked (else it says so, and nothing is sent). */
  ensureConsent: () => boolean;
  submitText?: string;
}) {
  const toast = useToast();
  const deviceId = useAtomValue(deviceIdAtom);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const sendCode = useSendCode();
  const login = usePhoneLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ensureConsent()) return;
    setBusy(true);
    try {
      onLoggedIn(await login.mutateAsync({ phone, code, devID: deviceId ?? undefined }));
    } catch (error) {
      toast.error(failureText(error, LOGIN_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={fieldStyles.form} onSubmit={submit} aria-label="手机登录">
      <PhoneField value={phone} onChange={setPhone} />
      <SmsCodeField
        value={code}
        onChange={setCode}
        canSend={PHONE_RE.test(phone)}
        onSend={() => sendCode({ phone })}
      />
      <p className={fieldStyles.hint}>未注册的手机号验证后将自动绑定到当前账号</p>
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={busy || !PHONE_RE.test(phone) || code.length !== 6}
      >
        {busy ? '登录中…' : submitText}
      </button>
    </form>
  );
}
