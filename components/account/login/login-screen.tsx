'use client';
// /mine/login: 账号登录 (account and password, the picture captcha when due) or 手机登录 (phone
// and SMS code), links to registration and to scanning a QR, and the QR another device confirms.
import { useState } from 'react';

import { IntentLink } from '@/components/ui/intent-link';

import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import { Segments } from '../parts/segments';
import { SubPage } from '../parts/sub-page';
import { AccountLoginForm } from './account-login-form';
import { PhoneLoginForm } from './phone-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { useAfterLogin } from './use-after-login';

const MODES = [
  { id: 'account', label: '账号登录' },
  { id: 'phone', label: '手机登录' },
  { id: 'qr', label: '扫码登录' },
] as const;

type Mode = (typeof MODES)[number]['id'];

export function LoginScreen() {
  const [mode, setMode] = useState<Mode>('account');
  const onLoggedIn = useAfterLogin();
  return (
    <SubPage title="登录">
      <Segments items={MODES} value={mode} onChange={setMode} label="登录方式" />
      {mode === 'account' && <AccountLoginForm onLoggedIn={onLoggedIn} />}
      {mode === 'phone' && <PhoneLoginForm onLoggedIn={onLoggedIn} />}
      {mode === 'qr' && <QrLoginPanel onLoggedIn={onLoggedIn} />}
      <div className={buttonStyles.links}>
        <IntentLink href="/mine/originalRegister">注册账号</IntentLink>
        <IntentLink href="/mine/setting/accoutCodeCamera">扫描账号凭证</IntentLink>
      </div>
      <p className={panelStyles.note}>
        登录或注册后，当前设备的观看记录、收藏、已购内容和余额都会保留到账号中。
      </p>
    </SubPage>
  );
}
