'use client';
// The console's login: name and password, then the TOTP code when the operator has enrolled
// (the origin answers `totp`); an `enrol` answer puts the gate on the enrolment screen.
import { useState, type FormEvent } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useAdminLogin } from '@/lib/api/admin/use-admin';

import styles from './admin.module.css';

export function LoginScreen() {
  const login = useAdminLogin();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { name, password, code: askCode ? code : undefined },
      { onSuccess: (answer) => setAskCode(answer.status === 'totp') },
    );
  };
  const error = login.error instanceof AdminCallError ? login.error.tip : login.error && '登录失败';

  return (
    <main className={`${styles.card} ${styles.login}`}>
      <h1 className={styles.title}>运营后台登录</h1>
      <form className={`${styles.form} ${styles.column}`} onSubmit={submit}>
        <label className={styles.field}>
          账号
          <input
            className={styles.input}
            name="name"
            autoComplete="username"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        </label>
        <label className={styles.field}>
          密码
          <input
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {askCode ? (
          <label className={styles.field}>
            动态验证码
            <input
              className={styles.input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              autoFocus
            />
          </label>
        ) : null}
        <button type="submit" className={styles.button} disabled={login.isPending}>
          {login.isPending ? '登录中…' : askCode ? '验证并登录' : '登录'}
        </button>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </main>
  );
}
