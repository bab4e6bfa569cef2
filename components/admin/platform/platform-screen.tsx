'use client';
// 运营配置 (issue 41 item 5): announcements, the seasonal theme, live channels, AI templates,
// recommended apps and welfare tasks, each a sub-tab (an editor's and the owner's). A saved
// change reaches users within a minute (docs/admin-api.md "Reaching users").
import { useState, type KeyboardEvent } from 'react';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { AiTab } from './ai-tab';
import { AppsTab } from './apps-tab';
import { LiveTab } from './live-tab';
import { NoticesTab } from './notices-tab';
import own from './platform.module.css';
import { TasksTab } from './tasks-tab';
import { ThemeTab } from './theme-tab';

const TABS = [
  { key: 'notices', label: '公告', Panel: NoticesTab },
  { key: 'theme', label: '节日主题', Panel: ThemeTab },
  { key: 'live', label: '直播频道', Panel: LiveTab },
  { key: 'ai', label: 'AI模板', Panel: AiTab },
  { key: 'apps', label: '推荐应用', Panel: AppsTab },
  { key: 'tasks', label: '福利任务', Panel: TasksTab },
] as const;

export function PlatformScreen() {
  const me = useMe();
  const [index, setIndex] = useState(0);
  if (!mayCall(me, 'platform/announcement/list')) return <NoRight title="运营配置" />;
  const { Panel, key } = TABS[index]!;
  // Arrow keys move along the tab bar (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + TABS.length) % TABS.length;
    setIndex(next);
    document.getElementById(`platform-tab-${TABS[next]!.key}`)?.focus();
  };
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        运营配置
      </h1>
      <div className={own.tabs} role="tablist" aria-label="运营配置" onKeyDown={onKey}>
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            id={`platform-tab-${tab.key}`}
            type="button"
            role="tab"
            className={own.tab}
            aria-selected={i === index}
            aria-controls="platform-panel"
            tabIndex={i === index ? 0 : -1}
            onClick={() => setIndex(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="platform-panel" role="tabpanel" aria-labelledby={`platform-tab-${key}`}>
        <Panel key={key} />
      </div>
    </section>
  );
}
