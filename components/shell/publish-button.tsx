'use client';
// The floating publish button of §2 (home and community): opens the publish popup.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import { PlusIcon } from '@/components/icons/shell-icons';

import styles from './floating.module.css';

const loadPopup = () => import('./publish-popup');
// Most visits never open it: its code comes when the browser is idle, not with the page.
const PublishPopup = dynamic(() => loadPopup().then((m) => m.PublishPopup), { ssr: false });

export function PublishButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the closing animation and focus return still run.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const id = requestIdleCallback(() => void loadPopup().catch(() => undefined));
    return () => cancelIdleCallback(id);
  }, []);

  return (
    <>
      <button
        type="button"
        className={`${styles.round} ${styles.publish}`}
        aria-label="发布"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <PlusIcon className={styles.roundIcon} />
      </button>
      {used && <PublishPopup open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
