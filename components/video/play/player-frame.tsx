// The player's frame while its code comes in on a first visit (~0.3 s here, more on a phone):
// the header's bar, the black 16:9 box and lines where the description goes, in the places the
// screen puts them, instead of an empty page between the feed and the player. Plain markup (a
// server component, no code of its own): it is the Suspense fallback of the player's page.
import styles from './player-frame.module.css';

export function PlayerFrame() {
  return (
    <main className={styles.frame} aria-busy="true" aria-label="加载中">
      <div className={styles.header} />
      <div className={styles.player} />
      <div className={styles.lines}>
        <span />
        <span />
        <span />
      </div>
    </main>
  );
}
