'use client';
// The share entry of a page (the player's header, a post, an UP主, a live channel): an icon
// button that opens the share sheet.
import { useState } from 'react';

import { ShareIcon } from '@/components/icons/player-icons';

import styles from './share.module.css';
import { ShareSheet, type ShareTarget } from './share-sheet';

export function ShareButton({
  target,
  label,
  className,
  iconClassName,
}: {
  target: ShareTarget;
  /** Text beside the icon (a post's action row); the header shows the icon alone. */
  label?: string;
  className?: string;
  iconClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  // A list of posts has a button per card: the sheet (and its query) exists once first opened.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        type="button"
        className={className ?? styles.button}
        aria-label="分享"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ShareIcon className={iconClassName ?? styles.icon} />
        {label ? <span>{label}</span> : null}
      </button>
      {used ? <ShareSheet open={open} onClose={() => setOpen(false)} target={target} /> : null}
    </>
  );
}
