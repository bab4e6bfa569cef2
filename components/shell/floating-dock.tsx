// Bottom-right column for the shell's floating buttons; above the tab bar on the main routes.
import type { ReactNode } from 'react';

import styles from './floating.module.css';

export function FloatingDock({
  children,
  aboveTabBar = true,
}: {
  children: ReactNode;
  aboveTabBar?: boolean;
}) {
  return (
    <div className={styles.dock} data-above-tabs={aboveTabBar ? 'true' : 'false'}>
      {children}
    </div>
  );
}
