'use client';
// The 福利 summary card: the lead, the wallet and streak, the way to the 兑换中心, the check-in
// week and the note on claiming. The screen and its placeholder (the launch frame's first paint
// and a first visit's code load) both draw it, so its styles are the shell's and nothing moves
// when the screen arrives.
import { GiftIcon } from '@/components/icons/welfare-icons';
import { IntentLink } from '@/components/ui/intent-link';
import type { UserTaskList } from '@/lib/api/welfare/tasks';

import styles from './welfare-screen.module.css';
import { LOGIN_PATH } from './welfare-tasks';
import { CheckinWeek } from './welfare-week';

export function WelfareSummary({
  tasks,
  guest,
  diamond,
}: {
  tasks: UserTaskList | undefined;
  guest: boolean;
  diamond: string | null;
}) {
  return (
    <section className={styles.summary} aria-label="我的福利">
      <p className={styles.lead}>
        <strong>做任务，领钻石</strong>
        每天签到、看片、评论都能领钻石，钻石可解锁付费影片和帖子
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>我的钻石</dt>
          <dd>{diamond ?? '—'}</dd>
        </div>
        <div>
          <dt>连续签到</dt>
          <dd>{tasks ? `${tasks.checkinStreak}天` : '—'}</dd>
        </div>
      </dl>
      <IntentLink href="/welfare/exchange" className={styles.exchange}>
        <GiftIcon />
        兑换中心
      </IntentLink>
      <CheckinWeek week={tasks?.checkinWeek} />
      {/* One line either way, so the card keeps its height when the stored user shows. */}
      <p className={styles.guestNote}>
        {guest ? (
          <>
            完成任务可领取钻石，
            <IntentLink href={LOGIN_PATH} className={styles.inlineLink}>
              登录
            </IntentLink>
            后即可领取
          </>
        ) : (
          '完成任务后点“领取”，钻石即时到账'
        )}
      </p>
    </section>
  );
}
