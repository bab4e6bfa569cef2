import styles from './boot.module.css';

/** Branded splash while the bootstrap runs: the server renders it too, so no blank page. */
export function BootSplash() {
  return (
    <div className={styles.screen} role="status" aria-live="polite" aria-label="正在加载">
      <div className={styles.logo} aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
        </svg>
      </div>
      <p className={styles.brand}>影视社区</p>
      <p className={styles.hint}>正在加载精彩内容…</p>
      <div className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
