'use client';
// TOTP enrolment at first login where it is required: the secret as a QR code for an
// authenticator app (and as text), then a code from the app to confirm it.
import { useState, type FormEvent } from 'react';

import { QrCode } from '@/components/share/qr-code';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useAdminLogout, useTotpConfirm, useTotpEnrol } from '@/lib/api/admin/use-admin';
import type { AdminMe } from '@/lib/protocol/shapes/admin/auth';

import styles from './admin.module.css';

const tipOf = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : error ? '操作失败，请重试' : null;

export function EnrolScreen({ me }: { me: AdminMe }) {
  const enrol = useTotpEnrol();
  const confirm = useTotpConfirm();
  const logout = useAdminLogout();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };
  const error = tipOf(enrol.error) ?? tipOf(confirm.error);
  return (
    <main className={`${styles.card} ${styles.login}`}>
      <h1 className={styles.title}>绑定动态验证码</h1>
      <p className={styles.muted}>
        {me.name}，首次登录需绑定动态验证码：用验证器应用扫描二维码，再输入它显示的6位数字。
      </p>
      {enrol.data ? (
        <>
          <QrCode text={enrol.data.uri} label="动态验证码绑定二维码" />
          <p>
            无法扫码时手动输入密钥：<span className={styles.code}>{enrol.data.secret}</span>
          </p>
          <form className={`${styles.form} ${styles.column}`} onSubmit={submit}>
            <label className={styles.field}>
              动态验证码
              <input
                className={styles.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
            </label>
            <button type="submit" className={styles.button} disabled={confirm.isPending}>
              完成绑定
            </button>
          </form>
        </>
      ) : (
        <button
          type="button"
          className={styles.button}
          disabled={enrol.isPending}
          onClick={() => enrol.mutate()}
        >
          获取绑定二维码
        </button>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={() => logout.mutate()}
        >
          退出登录
        </button>
      </p>
    </main>
  );
}
