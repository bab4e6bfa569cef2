// A failed load in Chinese with 重试. It takes whatever was thrown but shows only a tip
// written for users (ApiError.tip); a raw message or stack never reaches the screen.
import type { ReactNode } from 'react';

import { LoadFailedIcon } from '@/components/icons/status-icons';

import styles from './states.module.css';

export const GENERIC_LOAD_ERROR = '加载失败，请稍后重试';

const HAN = /\p{Script=Han}/u;

/** The user-facing Chinese tip an error carries, or the generic text. */
export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'tip' in error) {
    const tip = (error as { tip: unknown }).tip;
    // Servers sometimes put English or codes in tip; only Chinese text is fit to show.
    if (typeof tip === 'string' && HAN.test(tip)) return tip.trim();
  }
  return GENERIC_LOAD_ERROR;
}

export interface ErrorStateProps {
  error?: unknown;
  /** Overrides the text taken from `error`. */
  message?: string;
  onRetry?: () => void;
  retryText?: string;
  /** 'inline' is a single row, for the foot of a list that failed to load more. */
  variant?: 'block' | 'inline';
  icon?: ReactNode;
  className?: string;
}

export function ErrorState({
  error,
  message,
  onRetry,
  retryText = '重试',
  variant = 'block',
  icon,
  className,
}: ErrorStateProps) {
  const text = message ?? errorText(error);
  const inline = variant === 'inline';
  return (
    <div
      className={[inline ? styles.inline : styles.state, className].filter(Boolean).join(' ')}
      role="alert"
      data-variant={variant}
    >
      {!inline && (
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <LoadFailedIcon />}
        </span>
      )}
      <p className={styles.text}>{text}</p>
      {onRetry && (
        <button type="button" className={styles.action} onClick={onRetry}>
          {retryText}
        </button>
      )}
    </div>
  );
}
