'use client';
// AppsList (§2): the operator's recommended apps. A tap counts (apps/click) and opens the app's
// download page the way every external link opens (useOpenLink: the iOS wrapper or a new
// window), inside the tap, so no popup blocker stops it.
import { LazyImage } from '@/components/ui/lazy-image';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import { recordAppClick, type AppItem } from '@/lib/api/welfare/tasks';
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

/** The section's shape while the apps load (six, as seeded), so the rules below do not jump. */
export function AppsListSkeleton() {
  return (
    <section className={skeletonArea(styles.group)} aria-hidden="true">
      <h2 className={styles.groupTitle}>应用推荐</h2>
      <ul className={styles.apps}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.app}>
            <Skeleton width={44} height={44} radius={10} />
            <span className={styles.taskText}>
              <Skeleton width="40%" height={15} />
              <Skeleton width="65%" height={12} />
            </span>
            <Skeleton width={72} height={32} radius={16} />
          </li>
        ))}
      </ul>
    </section>
  );
}
