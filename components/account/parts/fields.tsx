'use client';
// Form parts of the login and settings screens: a labelled input, and the SMS code input whose
// button counts down the 60 s before a resend (§9: codes may be sent once a minute).
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

import styles from './fields.module.css';

export const RESEND_SECONDS = 60;

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  side?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

export function Field({ label, value, onChange, side, hint, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        {side}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}

/** Seconds left before another code may be sent; `start()` begins the 60 s. */
export function useCountdown(seconds = RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (from = seconds) => setLeft(from) };
}

type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Sends a code; resolves with the seconds before the next may be sent, or null on failure. */
  onSend: () => Promise<number | null>;
  canSend: boolean;
  label?: string;
};

export function SmsCodeField({
  value,
  onChange,
  onSend,
  canSend,
  label = '验证码',
}: CodeFieldProps) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) start(wait);
    } finally {
      setSending(false);
    }
  };
  return (
    <Field
      label={label}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="6位数字验证码"
      side={
        <button
          type="button"
          className={styles.sideButton}
          onClick={send}
          disabled={!canSend || left > 0 || sending}
        >
          {left > 0 ? `${left}s后重发` : sending ? '发送中…' : '获取验证码'}
        </button>
      }
    />
  );
}

export const PHONE_RE = /^1[3-9]\d{9}$/;

/** An 11-digit mainland mobile number input (digits only). */
export function PhoneField({
  value,
  onChange,
  label = '手机号',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 11))}
      inputMode="tel"
      autoComplete="tel"
      placeholder={`请输入${label}`}
    />
  );
}

/** A form's reason for refusing, read out when it appears. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}
