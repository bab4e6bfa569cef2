'use client';
// An area of the console not built yet: it says so, and shows nothing it does not have.
import styles from './admin.module.css';

export function ComingSoon({ title }: { title: string }) {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.card}>
        <p>即将开放</p>
        <p className={styles.muted}>此功能正在建设中，开放后会出现在这里。</p>
      </div>
    </section>
  );
}

/** A page the operator's role may not open (the origin refuses its calls too). */
export function NoRight({ title }: { title: string }) {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.card} role="alert">
        没有权限访问此页面
      </p>
    </section>
  );
}
