'use client';
import { useId } from 'react';

import styles from './boot.module.css';

interface BootErrorProps {
  message: string;
  onRetry: () => void;
}

/** The app does not go on without a config and a session (§2, §8): say why, offer 重试. */
export function BootError({ message, onRetry }: BootErrorProps) {
  const titleId = useId();
  return (
    <div className={styles.screen} role="alert" aria-labelledby={titleId}>
      <div className={styles.errorIcon} aria-hidden="true">
        !
      </div>
      <p id={titleId} className={styles.title}>
        加载失败
      </p>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
