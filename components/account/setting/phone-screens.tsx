'use client';
// /mine/setting/bindPhone (a number and its code; a guest binding becomes that account) and
// /mine/setting/phone (change: a code to the bound number and one to the new number).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ownUserQuery } from '@/lib/api/account/center';
import { BIND_PHONE_FAILED } from '@/lib/api/account/failure';
import { useBindPhone, useChangePhone } from '@/lib/api/account/settings';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import { FormError, PHONE_RE, PhoneField, SmsCodeField } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useSendCode } from '../parts/use-send-code';
import { useSaveUser } from './use-save-user';

export function BindPhoneScreen() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useSendCode();
  const { busy, error, save } = useSaveUser(BIND_PHONE_FAILED, '绑定成功');
  const bind = useBindPhone();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => bind.mutateAsync({ phone, code }));
  };
  return (
    <SubPage title="绑定手机号">
      <form className={fieldStyles.form} onSubmit={submit} aria-label="绑定手机号" noValidate>
        <PhoneField value={phone} onChange={setPhone} />
        <SmsCodeField
          value={code}
          onChange={setCode}
          canSend={PHONE_RE.test(phone)}
          onSend={() => sendCode({ phone })}
        />
        <FormError error={error} />
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={busy || !PHONE_RE.test(phone) || code.length !== 6}
        >
          {busy ? '绑定中…' : '绑定'}
        </button>
      </form>
      <p className={panelStyles.note}>绑定后可用手机号登录，换设备也能找回会员、余额和观看记录。</p>
    </SubPage>
  );
}

export function ChangePhoneScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const [oldCode, setOldCode] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useSendCode();
  const { busy, error, save } = useSaveUser('更换手机号失败，请稍后重试', '手机号已更换');
  const change = useChangePhone();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => change.mutateAsync({ oldCode, phone, code }));
  };
  return (
    <SubPage title="更换手机号">
      <form className={fieldStyles.form} onSubmit={submit} aria-label="更换手机号" noValidate>
        <p className={fieldStyles.hint}>当前绑定：{user?.phone || '未绑定'}</p>
        <SmsCodeField
          label="原手机验证码"
          value={oldCode}
          onChange={setOldCode}
          canSend={Boolean(user?.phone)}
          onSend={() => sendCode({ bound: true })}
        />
        <PhoneField label="新手机号" value={phone} onChange={setPhone} />
        <SmsCodeField
          label="新手机验证码"
          value={code}
          onChange={setCode}
          canSend={PHONE_RE.test(phone)}
          onSend={() => sendCode({ phone })}
        />
        <FormError error={error} />
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={busy || oldCode.length !== 6 || !PHONE_RE.test(phone) || code.length !== 6}
        >
          {busy ? '提交中…' : '确认更换'}
        </button>
      </form>
    </SubPage>
  );
}
