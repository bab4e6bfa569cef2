// Shown where a list or screen has nothing to show: a picture, 暂无内容 and an optional action.
import type { ReactNode } from 'react';

import { EmptyBoxIcon } from '@/components/icons/status-icons';

import styles from './states.module.css';

export interface EmptyStateProps {
  /** Replaces the default empty-box picture. */
  icon?: ReactNode;
  text?: ReactNode;
  description?: ReactNode;
  actionText?: string;
  onAction?: () => void;
  className?: string;
}

export function EmptyState({
  icon,
  text = '暂无内容',
  description,
  actionText,
  onAction,
  className,
}: EmptyStateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <EmptyBoxIcon />}
      </span>
      <p className={styles.text}>{text}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {actionText !== undefined && onAction && (
        <button type="button" className={styles.action} onClick={onAction}>
          {actionText}
        </button>
      )}
    </div>
  );
}
