// The 福利 summary's check-in week (docs/welfare-api.md "Check-in week"): Monday to Sunday as the
// origin answered them, each with its reward, checked days ticked, missed ones marked, today
// highlighted. The screen only draws the states; lib/domain/welfare/checkin.ts decides them.
import { ledgerAmountText } from '@/lib/domain/money/ledger';
import { CHECKIN_DAY_STATE_TEXT } from '@/lib/domain/welfare/checkin';
import type { CheckinDayItem } from '@/lib/protocol/shapes/welfare/tasks';

import styles from './welfare-week.module.css';

const PLACEHOLDER_DAYS = 7;

/** `week` undefined while the list loads: seven blank days keep the card's height. */
export function CheckinWeek({ week }: { week: readonly CheckinDayItem[] | undefined }) {
  if (!week) {
    return (
      <ol className={styles.week} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_DAYS }, (_, i) => (
          <li key={i} className={styles.weekDay} data-state="later">
            <span className={styles.weekLabel}>&nbsp;</span>
            <span className={styles.weekMark}>&nbsp;</span>
            <span className={styles.weekReward}>&nbsp;</span>
          </li>
        ))}
      </ol>
    );
  }
  if (week.length === 0) return null;
  return (
    <ol className={styles.week} aria-label="本周签到">
      {week.map((d) => {
        const reward = ledgerAmountText('diamonds', d.reward);
        const state = CHECKIN_DAY_STATE_TEXT[d.state];
        return (
          <li
            key={d.day}
            className={styles.weekDay}
            data-state={d.state}
            data-today={d.today ? '' : undefined}
            aria-label={`${d.label} ${state} ${reward}`}
            aria-current={d.today ? 'date' : undefined}
          >
            <span className={styles.weekLabel}>{d.label}</span>
            <span className={styles.weekMark} aria-hidden="true">
              {d.state === 'checked' ? '✓' : d.state === 'missed' ? '漏' : '◆'}
            </span>
            <span className={styles.weekReward}>{reward}</span>
          </li>
        );
      })}
    </ol>
  );
}
