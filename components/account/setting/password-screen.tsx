'use client';
// /mine/setting/modifyPassword: a new password proven by the old one, or by a code sent to the
// bound phone (the only way for an account that never had a password, and where the login's
// 忘记密码 leads: `?by=code`). Other devices sign out.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { ownUserQuery } from '@/lib/api/account/center';
import { useChangePassword } from '@/lib/api/account/settings';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/protocol/calls/account/login';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import { Field, SmsCodeField } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useSendCode } from '../parts/use-send-code';
import { useSaveUser } from './use-save-user';

type Proof = 'password' | 'code';

function passwordProblem(password: string, again: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return `新密码需为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
  if (/\s/.test(password)) return '密码不能包含空格';
  return password === again ? null : '两次输入的新密码不一致';
}

export function PasswordScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const hasPhone = Boolean(user?.phone);
  const [chosen, setProof] = useState<Proof | null>(null);
  const byCode = useSearchParams().get('by') === 'code' && hasPhone;
  const proof: Proof = chosen ?? (user?.hasPassword === false || byCode ? 'code' : 'password');
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const sendCode = useSendCode();
  const change = useChangePassword();
  const { busy, error, setError, save } = useSaveUser('修改密码失败，请稍后重试', '密码已修改');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, again);
    if (problem) return setError(problem);
    void save(() =>
      change.mutateAsync(proof === 'password' ? { oldPassword, password } : { code, password }),
    );
  };

  return (
    <SubPage title={user?.hasPassword === false ? '设置密码' : '修改密码'}>
      <form className={fieldStyles.form} onSubmit={submit} aria-label="修改密码" noValidate>
        {proof === 'password' ? (
          <Field
            label="原密码"
            type="password"
            value={oldPassword}
            onChange={setOldPassword}
            autoComplete="current-password"
            placeholder="请输入原密码"
          />
        ) : (
          <>
            <p className={fieldStyles.hint}>验证码将发送到已绑定的手机 {user?.phone}</p>
            <SmsCodeField
              value={code}
              onChange={setCode}
              canSend={hasPhone}
              onSend={() => sendCode({ bound: true })}
            />
          </>
        )}
        <Field
          label="新密码"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          placeholder={`${PASSWORD_MIN}-${PASSWORD_MAX}位新密码`}
          maxLength={PASSWORD_MAX}
        />
        <Field
          label="确认新密码"
          type="password"
          value={again}
          onChange={setAgain}
          autoComplete="new-password"
          placeholder="再次输入新密码"
          maxLength={PASSWORD_MAX}
          error={error}
        />
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? '提交中…' : '确认修改'}
        </button>
      </form>
      {hasPhone && user?.hasPassword !== false && (
        <div className={buttonStyles.links}>
          <button
            type="button"
            className={buttonStyles.linkButton}
            onClick={() => setProof(proof === 'password' ? 'code' : 'password')}
          >
            {proof === 'password' ? '忘记原密码？用手机验证码修改' : '用原密码修改'}
          </button>
        </div>
      )}
      {!hasPhone && user?.hasPassword === false && (
        <p className={panelStyles.note}>请先绑定手机号，再设置密码。</p>
      )}
      <p className={panelStyles.note}>修改成功后，其他设备上的登录将失效。</p>
    </SubPage>
  );
}
