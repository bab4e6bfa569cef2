'use client';
// The mine tab (§2): the user card, the four shortcuts with the AI entry, and the menu of
// its child screens, on the theme's two mine backgrounds.
import { SettingIcon } from '@/components/icons/mine-icons';
import { TabScreen } from '@/components/shell/tab-screen';
import { IntentLink } from '@/components/ui/intent-link';

import { MineMenu } from './mine-menu';
import styles from './mine-screen.module.css';
import { Shortcuts } from './shortcuts';
import { UserCard } from './user-card';

export function MineScreen() {
  return (
    <TabScreen
      title="我的"
      headerRight={
        <IntentLink href="/mine/setting" className={styles.headerLink} aria-label="设置">
          <SettingIcon />
        </IntentLink>
      }
    >
      <div className={styles.art}>
        <UserCard />
        <Shortcuts />
      </div>
      <MineMenu />
    </TabScreen>
  );
}
