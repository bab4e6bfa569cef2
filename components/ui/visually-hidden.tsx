// Text for assistive tech only (a unit after a number, a heading a bar does not show).
import type { ReactNode } from 'react';

import styles from './visually-hidden.module.css';

export function VisuallyHidden({
  as: Tag = 'span',
  children,
}: {
  /** A heading level when the hidden text names the page or a region. */
  as?: 'span' | 'h1' | 'h2';
  children: ReactNode;
}) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
