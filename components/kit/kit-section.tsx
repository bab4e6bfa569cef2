import type { ReactNode } from 'react';

import styles from './kit.module.css';

/** One kit part: its name, the §9 defaults it carries, and a live example. */
export function KitSection({
  id,
  title,
  defaults,
  children,
}: {
  id: string;
  title: string;
  defaults?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`kit-${id}`}>
      <h2 className={styles.heading} id={`kit-${id}`}>
        {title}
      </h2>
      {defaults ? <p className={styles.defaults}>{defaults}</p> : null}
      <div className={styles.demo}>{children}</div>
    </section>
  );
}
