'use client';
// AppsList (§2): the operator's recommended apps. A tap counts (apps/click) and opens the app's
// download page the way every external link opens (useOpenLink: the iOS wrapper or a new
// window), inside the tap, so no popup blocker stops it.
import { LazyImage } from '@/components/ui/lazy-image';
import { recordAppClick, type AppItem } from '@/lib/api/money/welfare';
import { useOpenLink } from '@/lib/navigation/use-open-link';

import styles from './welfare-screen.module.css';

export function AppsList({ apps }: { apps: readonly AppItem[] }) {
  const openLink = useOpenLink();
  if (apps.length === 0) return null;
  const open = (app: AppItem) => {
    void openLink(app.url);
    recordAppClick(app.id);
  };
  return (
    <section className={styles.group} aria-labelledby="welfare-apps">
      <h2 id="welfare-apps" className={styles.groupTitle}>
        应用推荐
      </h2>
      <ul className={styles.apps}>
        {apps.map((app) => (
          <li key={app.id} className={styles.app} aria-label={app.name}>
            <span className={styles.appIcon}>
              <LazyImage src={app.icon} alt="" aspectRatio={1} />
            </span>
            <div className={styles.taskText}>
              <p className={styles.taskTitle}>{app.name}</p>
              <p className={styles.taskNote}>{app.description}</p>
            </div>
            <button
              type="button"
              className={styles.action}
              aria-label={`下载${app.name}`}
              onClick={() => open(app)}
            >
              下载
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
