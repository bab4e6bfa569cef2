'use client';
// The floating publish button of §2 (home and community): opens the publish popup.
import { useState } from 'react';

import { PlusIcon } from '@/components/icons/shell-icons';

import styles from './floating.module.css';
import { PublishPopup } from './publish-popup';

export function PublishButton() {
  const [open, setOpen] = useState(false);
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
      <PublishPopup open={open} onClose={() => setOpen(false)} />
    </>
  );
}
