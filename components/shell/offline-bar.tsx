'use client';
// The 网络已断开 bar (issue 35 item 1): shown while the app cannot reach its server, under the
// 40px header, never catching a tap. It also runs the shell's offline navigation: taps on links
// are held while offline and the last one opens when the network is back.
import { OfflineIcon } from '@/components/icons/status-icons';
import { useOfflineNavigation } from '@/lib/navigation/use-offline-navigation';

import styles from './offline-bar.module.css';

export const OFFLINE_TEXT = '网络已断开';

export function OfflineBar() {
  const online = useOfflineNavigation();
  return (
    // The live region stays mounted (empty while online) so screen readers hear it fill.
    <div className={styles.region} role="status" aria-live="polite">
      {!online && (
        <p className={styles.bar}>
          <OfflineIcon className={styles.icon} />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
