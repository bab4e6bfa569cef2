// Where the home video feeds go (next issue): a headed section that says honestly that
// recommendations are not there yet, sized like a short list so the page does not jump.
import { EmptyState } from '@/components/ui/empty-state';

import styles from './home-screen.module.css';

export function FeedSlot() {
  return (
    <section className={styles.section} aria-labelledby="home-feed-title" data-slot="home-feed">
      <h2 id="home-feed-title" className={styles.sectionTitle}>
        为你推荐
      </h2>
      <EmptyState text="推荐视频即将上线" description="精彩内容正在准备中，敬请期待" />
    </section>
  );
}
