'use client';
import { useState } from 'react';

import { MAIN_TAB_ITEMS } from '@/components/shell/main-tab-bar';
import { FooterTabs } from '@/components/ui/footer-tabs';
import { IntentLink } from '@/components/ui/intent-link';
import { TabBar } from '@/components/ui/tab-bar';
import { TabPanes } from '@/components/ui/tab-panes';
import { FOOTER_DEBOUNCE_MS, TAB_BAR_SWIPE_THRESHOLD } from '@/lib/domain/platform/constants';

import { KitSection } from './kit-section';
import styles from './kit.module.css';

const TABS = [
  { id: 1, name: '推荐' },
  { id: 2, name: '最新' },
  { id: 3, name: '精华' },
  { id: 4, name: '视频' },
  { id: 5, name: '图片' },
];

export function TabBarDemo() {
  const [active, setActive] = useState(0);
  return (
    <KitSection
      id="tab-bar"
      title="标签栏 TabBar + TabPanes"
      defaults={`滑动切换阈值 1/${TAB_BAR_SWIPE_THRESHOLD} 宽度；吸顶模式切换时回到顶部`}
    >
      <TabBar items={TABS} active={active} onChange={(index) => setActive(index)} idPrefix="kit" />
      <TabPanes active={active} onChange={setActive} idPrefix="kit">
        {TABS.map((tab) => (
          <div key={tab.id} className={styles.pane}>
            「{tab.name}」面板：左右滑动切换
          </div>
        ))}
      </TabPanes>
    </KitSection>
  );
}

export function FooterTabsDemo() {
  return (
    <KitSection
      id="footer-tabs"
      title="底部导航 FooterTabs"
      defaults={`固定在页面底部；点击后 ${FOOTER_DEBOUNCE_MS} ms 防抖再跳转`}
    >
      <FooterTabs items={MAIN_TAB_ITEMS} label="示例底部导航" />
    </KitSection>
  );
}

export function IntentLinkDemo() {
  return (
    <KitSection
      id="intent-link"
      title="意图预取链接 IntentLink"
      defaults="进入视口时不预取；手指按下、鼠标悬停或获得焦点时才预取目标页面"
    >
      <IntentLink href="/mine" className={styles.pane}>
        我的（按下时预取）
      </IntentLink>
    </KitSection>
  );
}
