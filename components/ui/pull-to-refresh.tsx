'use client';
// Pull-to-refresh around any content that scrolls with the page (§2 List, §9 head 50).
// The head sits above the content inside the moving track and is revealed as it is pulled.
import { useRef, type ReactNode } from 'react';

import { PULL_REFRESH_HEAD } from '@/lib/domain/platform/constants';

import styles from './pull-to-refresh.module.css';
import { Spinner } from './spinner';
import { PULL_TEXT, usePullToRefresh, type PullStatus } from './use-pull-to-refresh';

export interface PullToRefreshProps {
  /** Resolve when fresh data is in; a rejection shows 刷新失败. */
  onRefresh: () => Promise<unknown>;
  /** No pulling (e.g. while the page is hidden, or the content cannot refresh). */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

function HeadIcon({ status }: { status: PullStatus }) {
  if (status === 'loading') return <Spinner />;
  if (status !== 'pulling' && status !== 'loosing') return null;
  return (
    <svg
      className={styles.arrow}
      data-flipped={status === 'loosing'}
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 2v11m0 0-4-4m4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PullToRefresh({ onRefresh, disabled, children, className }: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const status = usePullToRefresh(rootRef, trackRef, { onRefresh, disabled });

  return (
    <div
      ref={rootRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-pull-status={status}
    >
      <div ref={trackRef} className={styles.track}>
        <div className={styles.head} style={{ height: PULL_REFRESH_HEAD }}>
          <HeadIcon status={status} />
          {/* Only the outcome is announced, not every step of the finger. */}
          <span role="status" aria-live="polite" aria-atomic="true" className={styles.text}>
            {status === 'idle' ? '' : PULL_TEXT[status]}
          </span>
        </div>
        {children}
      </div>
    </div>
  );
}
