'use client';
// /mine/login: 账号登录 (account and password, the picture captcha when due), 手机登录 (phone and
// SMS code) or 扫码登录 (a QR another, signed-in device confirms), each only with the consent
// ticked; 忘记密码 (a phone code, then a new password), registration and scanning a saved
// account credential, each way with a line saying what it is.
import { useState } from 'react';

import { IntentLink } from '@/components/ui/intent-link';

import buttonStyles from '../parts/buttons.module.css';
import fieldStyles from '../parts/fields.module.css';
import panelStyles from '../parts/panels.module.css';
import qrStyles from '../parts/qr.module.css';
import { Segments } from '../parts/segments';
import { SubPage } from '../parts/sub-page';
import { AccountLoginForm } from './account-login-form';
import { CONSENT_NEEDED, ConsentTick, useConsent } from './consent-tick';
import styles from './login-screen.module.css';
import { PhoneLoginForm } from './phone-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { useAfterLogin } from './use-after-login';

const MODES = [
  { id: 'account', label: '账号登录' },
  { id: 'phone', label: '手机登录' },
  { id: 'qr', label: '扫码登录' },
] as const;

type Mode = (typeof MODES)[number]['id'];

/** Where 忘记密码 ends: the new password, proven by a code to the phone just used. */
export const RESET_PASSWORD_ROUTE = '/mine/setting/modifyPassword?by=code';
export const SERVICE_ROUTE = '/mine/setting/kf';

export function LoginScreen() {
  const [mode, setMode] = useState<Mode>('account');
  // 忘记密码 chosen: the phone's code logs in, then the new password is set.
  const [resetting, setResetting] = useState(false);
  const consent = useConsent();
  const onLoggedIn = useAfterLogin();
  const onReset = useAfterLogin('验证成功，请设置新密码', RESET_PASSWORD_ROUTE);
  const choose = (next: Mode) => {
    setMode(next);
    setResetting(false);
  };
  return (
    <SubPage title={resetting ? '找回密码' : '登录'}>
      <Segments items={MODES} value={mode} onChange={choose} label="登录方式" />
      {mode === 'account' && (
        <AccountLoginForm
          onLoggedIn={onLoggedIn}
          ensureConsent={consent.ensure}
          onForgot={() => {
            setMode('phone');
            setResetting(true);
          }}
        />
      )}
      {mode === 'phone' && resetting && (
        <p className={styles.reset} role="note">
          用账号绑定的手机号获取验证码登录，随后设置新密码。没有绑定手机？
          <IntentLink href={SERVICE_ROUTE}>联系客服</IntentLink>找回账号。
        </p>
      )}
      {mode === 'phone' && (
        <PhoneLoginForm
          onLoggedIn={resetting ? onReset : onLoggedIn}
          ensureConsent={consent.ensure}
          submitText={resetting ? '验证并设置新密码' : '登录'}
        />
      )}
      {mode === 'qr' &&
        (consent.agreed ? (
          <QrLoginPanel onLoggedIn={onLoggedIn} />
        ) : (
          <section className={qrStyles.qrPanel} aria-label="扫码登录">
            <div className={qrStyles.qrBox}>
              <span className={fieldStyles.hint}>{CONSENT_NEEDED}后显示登录二维码</span>
            </div>
          </section>
        ))}
      <ConsentTick consent={consent} />
      <ul className={styles.ways} aria-label="其他方式">
        <li>
          <IntentLink href="/mine/originalRegister">注册账号</IntentLink>
          <span>用账号和密码注册，本机的记录都会保留</span>
        </li>
        {mode !== 'qr' && (
          <li>
            <button type="button" className={buttonStyles.linkButton} onClick={() => choose('qr')}>
              扫码登录
            </button>
            <span>本机显示二维码，用已登录的手机扫码确认</span>
          </li>
        )}
        <li>
          <IntentLink href="/mine/setting/accoutCodeCamera">扫描账号凭证</IntentLink>
          <span>用本机摄像头扫描你保存的「账号凭证」图片登录</span>
        </li>
      </ul>
      <p className={panelStyles.note}>
        登录或注册后，当前设备的观看记录、收藏、已购内容和余额都会保留到账号中。
      </p>
    </SubPage>
  );
}
