'use client';
// 反馈与消息 (issue 42 item 6): the users' feedback inbox (reply, close) and a broadcast 系统通知,
// a moderator's and the owner's. A reply shows in the writer's 消息 (反馈回复), a broadcast in
// every targeted user's 系统通知 (docs/admin-api.md "Feedback and messages").
import { useState, type KeyboardEvent } from 'react';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import own from '../platform/platform.module.css';
import { BroadcastTab } from './broadcast-tab';
import { InboxTab } from './inbox-tab';

const TABS = [
  { key: 'inbox', label: '用户反馈', Panel: InboxTab },
  { key: 'broadcast', label: '群发消息', Panel: BroadcastTab },
] as const;

export function FeedbackScreen() {
  const me = useMe();
  const [index, setIndex] = useState(0);
  if (!mayCall(me, 'feedback/list')) return <NoRight title="反馈与消息" />;
  const { Panel, key } = TABS[index]!;
  // Arrow keys move along the tab bar (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + TABS.length) % TABS.length;
    setIndex(next);
    document.getElementById(`feedback-tab-${TABS[next]!.key}`)?.focus();
  };
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        反馈与消息
      </h1>
      <div className={own.tabs} role="tablist" aria-label="反馈与消息" onKeyDown={onKey}>
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            id={`feedback-tab-${tab.key}`}
            type="button"
            role="tab"
            className={own.tab}
            aria-selected={i === index}
            aria-controls="feedback-panel"
            tabIndex={i === index ? 0 : -1}
            onClick={() => setIndex(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="feedback-panel" role="tabpanel" aria-labelledby={`feedback-tab-${key}`}>
        <Panel key={key} />
      </div>
    </section>
  );
}
