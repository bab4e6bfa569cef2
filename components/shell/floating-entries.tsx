'use client';
// The config's floatingWindow and aiFloatingWindow (§3) as a small badge in the floating column,
// one at a time (FLOATING_ENTRIES_SHOWN: the floating column holds two buttons at most): a tap
// opens the entry's link, × hides it for the rest of the browser session and the next one shows.
import { useState, useSyncExternalStore } from 'react';

import { CloseIcon } from '@/components/icons/shell-icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { FLOATING_ENTRIES_SHOWN } from '@/lib/domain/shell/floating-dock';
import type { AdItem } from '@/lib/domain/platform/links';
import type { FloatingWindow } from '@/lib/domain/shell/config';
import { readStorage, writeStorage } from '@/lib/state/storage';

import styles from './floating-entries.module.css';

export const FLOATING_CLOSED_KEY = 'floatingClosed';

const noSubscribe = () => () => {};

function closedKeys(raw: string | null): string[] {
  return raw ? raw.split(',').filter(Boolean) : [];
}

export interface FloatingEntriesProps {
  windows: readonly FloatingWindow[];
  onOpen?: (item: AdItem) => void;
}

export function FloatingEntries({ windows, onOpen }: FloatingEntriesProps) {
  const stored = useSyncExternalStore(
    noSubscribe,
    () => readStorage('session', FLOATING_CLOSED_KEY),
    () => null,
  );
  const [closedNow, setClosedNow] = useState<readonly string[]>([]);
  const closed = new Set([...closedKeys(stored), ...closedNow]);
  const shown = windows.filter((w) => !closed.has(w.key)).slice(0, FLOATING_ENTRIES_SHOWN);
  if (shown.length === 0) return null;

  const close = (key: string) => {
    const next = [...closed, key];
    writeStorage('session', FLOATING_CLOSED_KEY, next.join(','));
    setClosedNow(next);
  };

  return (
    <>
      {shown.map((w) => {
        const name = w.title || '活动入口';
        return (
          <div key={w.key} className={styles.entry} data-entry={w.key}>
            <button
              type="button"
              className={styles.open}
              aria-label={name}
              onClick={() => onOpen?.(w.item)}
            >
              <LazyImage src={w.cover} alt="" aspectRatio={1} preload className={styles.image} />
            </button>
            <button
              type="button"
              className={styles.close}
              aria-label={`关闭${name}`}
              onClick={() => close(w.key)}
            >
              <CloseIcon />
            </button>
          </div>
        );
      })}
    </>
  );
}
