'use client';
// 运营配置 (issue 41 item 5): announcements, the seasonal theme, live channels, AI templates,
// recommended apps and welfare tasks, each a sub-tab (an editor's and the owner's). A saved
// change reaches users within a minute (docs/admin-api.md "Reaching users").
import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { SubTabs } from '../sub-tabs';
import { AiTab } from './ai-tab';
import { AppsTab } from './apps-tab';
import { LiveTab } from './live-tab';
import { NoticesTab } from './notices-tab';
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
  if (!mayCall(me, 'platform/announcement/list')) return <NoRight title="运营配置" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        运营配置
      </h1>
      <SubTabs id="platform" label="运营配置" tabs={TABS} />
    </section>
  );
}
