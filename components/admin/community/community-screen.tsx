'use client';
// 社区 (issue 42 item 1): the moderators' queue (reports and posts the word list held), bans in
// force and the banned-word list; the owner's and a moderator's (docs/admin-api.md "Community").
import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { SubTabs } from '../sub-tabs';
import { BansTab } from './bans-tab';
import { QueueTab } from './queue-tab';
import { WordsTab } from './words-tab';

const TABS = [
  { key: 'queue', label: '审核队列', Panel: QueueTab },
  { key: 'bans', label: '封禁用户', Panel: BansTab },
  { key: 'words', label: '违规词', Panel: WordsTab },
] as const;

export function CommunityScreen() {
  const me = useMe();
  if (!mayCall(me, 'community/queue')) return <NoRight title="社区" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        社区
      </h1>
      <SubTabs id="community" label="社区" tabs={TABS} />
    </section>
  );
}
