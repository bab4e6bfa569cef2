'use client';
// 反馈与消息 (issue 42 item 6): the users' feedback inbox (reply, close) and a broadcast 系统通知,
// a moderator's and the owner's. A reply shows in the writer's 消息 (反馈回复), a broadcast in
// every targeted user's 系统通知 (docs/admin-api.md "Feedback and messages").
import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { SubTabs } from '../sub-tabs';
import { BroadcastTab } from './broadcast-tab';
import { InboxTab } from './inbox-tab';

const TABS = [
  { key: 'inbox', label: '用户反馈', Panel: InboxTab },
  { key: 'broadcast', label: '群发消息', Panel: BroadcastTab },
] as const;

export function FeedbackScreen() {
  const me = useMe();
  if (!mayCall(me, 'feedback/list')) return <NoRight title="反馈与消息" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        反馈与消息
      </h1>
      <SubTabs id="feedback" label="反馈与消息" tabs={TABS} />
    </section>
  );
}
