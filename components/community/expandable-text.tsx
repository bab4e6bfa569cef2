'use client';
// A post's text: plain text (React escapes it; nothing is ever parsed as HTML), clamped to a
// few lines with 全文 to open the rest when it is longer. Long unbroken strings wrap anywhere.
import Link from 'next/link';
import { useLayoutEffect, useRef, useState } from 'react';

import styles from './post-card.module.css';

export interface ExpandableTextProps {
  text: string;
  /** Lines shown before 全文. */
  lines?: number;
  /** The text opens this (the post's page); 全文 stays a button beside the link. */
  href?: string;
}

export function ExpandableText({ text, lines = 5, href }: ExpandableTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || open) return;
    setClamped(node.scrollHeight > node.clientHeight + 1);
  }, [text, open]);

  if (!text) return null;
  const body = (
    <p
      ref={ref}
      className={styles.body}
      data-open={open || undefined}
      style={{ WebkitLineClamp: open ? 'unset' : lines }}
    >
      {text}
    </p>
  );
  return (
    <div className={styles.text}>
      {href ? (
        <Link href={href} className={styles.open}>
          {body}
        </Link>
      ) : (
        body
      )}
      {(clamped || open) && (
        <button type="button" className={styles.more} onClick={() => setOpen((v) => !v)}>
          {open ? '收起' : '全文'}
        </button>
      )}
    </div>
  );
}
