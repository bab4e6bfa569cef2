// The title row of a headed block (a home section, 搜索历史, 热门搜索): the title with the
// theme's accent bar, and an optional action on the right (更多, 清空…).
import type { ReactNode } from 'react';

import styles from './section-header.module.css';

export function SectionHeader({
  id,
  title,
  action,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id?: string;
  title: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {action}
    </div>
  );
}
