'use client';
// The chrome every main tab shares: the kit header, the floating column (back-to-top, and
// the publish button where §2 puts it) and the bottom tab bar.
import type { ReactNode } from 'react';

import { Header } from '@/components/ui/header';
import { SkeletonGroup } from '@/components/ui/skeleton';

import { BackToTop } from './back-to-top';
import { FloatingDock } from './floating-dock';
import { MainTabBar } from './main-tab-bar';
import { PublishButton } from './publish-button';
import styles from './tab-screen.module.css';

export interface TabScreenProps {
  title: string;
  children: ReactNode;
  /** Right side of the header (an icon link…). */
  headerRight?: ReactNode;
  /** The floating publish button (home and community). */
  publish?: boolean;
  /** Replaces the default header background (the mine screen's theme art runs under it). */
  headerBackground?: string;
}

export function TabScreen({
  title,
  children,
  headerRight,
  publish = false,
  headerBackground,
}: TabScreenProps) {
  return (
    <div className={styles.screen}>
      <Header title={title} back={false} right={headerRight} background={headerBackground} />
      <main className={styles.main}>{children}</main>
      <FloatingDock>
        <BackToTop />
        {publish && <PublishButton />}
      </FloatingDock>
      <MainTabBar />
    </div>
  );
}

/**
 * A main tab while its screen's code loads on a first visit: the same header and tab bar as the
 * screen (they stay put when it arrives), a placeholder in the content area only.
 */
export function TabScreenPlaceholder({
  title,
  publish,
  children,
}: Pick<TabScreenProps, 'title' | 'publish'> & {
  /** The placeholder in the shape of what loads (a grid of video cards when absent). */
  children?: ReactNode;
}) {
  return (
    <TabScreen title={title} publish={publish}>
      {children ?? <SkeletonGroup className={styles.placeholder} />}
    </TabScreen>
  );
}
