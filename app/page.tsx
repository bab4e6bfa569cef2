import styles from './page.module.css';

// The landing screen until the shell (bottom tabs, feeds) replaces it.
export default function IndexPage() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>影视社区</h1>
      <p className={styles.sub}>正在准备精彩内容…</p>
    </main>
  );
}
