import { describe, expect, it } from 'vitest';

import {
  TIP_TASK_CLAIMED,
  TIP_TASK_CLAIMED_TODAY,
  TIP_TASK_GUEST,
  TIP_TASK_NOT_DONE,
  checkinStreak,
  msUntilNextDay,
  previousDay,
  shanghaiDay,
  taskButton,
  taskClaimProblem,
  taskPeriodKey,
  taskProgressText,
  taskState,
} from './welfare';

// 2026-11-25 23:30 in Shanghai is 15:30 UTC; half an hour later it is the 26th there.
const LATE_25TH = Date.parse('2026-11-25T15:30:00Z');
const EARLY_26TH = Date.parse('2026-11-25T16:00:00Z');

describe('welfare days', () => {
  it('counts days in Shanghai, whatever the UTC date', () => {
    expect(shanghaiDay(LATE_25TH)).toBe('2026-11-25');
    expect(shanghaiDay(EARLY_26TH)).toBe('2026-11-26');
    expect(taskPeriodKey('daily', EARLY_26TH)).toBe('2026-11-26');
    expect(taskPeriodKey('once', EARLY_26TH)).toBe('once');
    expect(msUntilNextDay(LATE_25TH)).toBe(30 * 60_000);
  });

  it('steps back over month and year ends', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('keeps a streak until a day is missed', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-20'];
    expect(checkinStreak(days, '2026-11-25')).toBe(3);
    // Today's check-in is still to come: yesterday's streak stands.
    expect(checkinStreak(days, '2026-11-26')).toBe(3);
    expect(checkinStreak(days, '2026-11-27')).toBe(0);
    expect(checkinStreak([], '2026-11-27')).toBe(0);
  });
});

describe('task state and claim', () => {
  it('is claimable once the goal is met, until claimed', () => {
    expect(taskState(2, 3, false)).toBe('todo');
    expect(taskState(4, 3, false)).toBe('claimable');
    expect(taskState(0, 3, true)).toBe('claimed');
  });

  it('says why a claim is refused', () => {
    expect(taskClaimProblem({ period: 'daily', state: 'claimable' }, true)).toBe(TIP_TASK_GUEST);
    expect(taskClaimProblem({ period: 'daily', state: 'todo' }, false)).toBe(TIP_TASK_NOT_DONE);
    expect(taskClaimProblem({ period: 'daily', state: 'claimed' }, false)).toBe(
      TIP_TASK_CLAIMED_TODAY,
    );
    expect(taskClaimProblem({ period: 'once', state: 'claimed' }, false)).toBe(TIP_TASK_CLAIMED);
    expect(taskClaimProblem({ period: 'once', state: 'claimable' }, false)).toBe('');
  });

  it('reads progress, online time in whole minutes', () => {
    expect(taskProgressText('watch', 1, 3)).toBe('1/3');
    expect(taskProgressText('watch', 7, 3)).toBe('3/3');
    expect(taskProgressText('online', 419, 600)).toBe('6/10分钟');
  });

  it('offers the button the state allows', () => {
    const checkin = { kind: 'checkin' as const, link: '' };
    expect(taskButton({ ...checkin, state: 'claimable' }, false)).toEqual({
      text: '签到',
      action: 'claim',
    });
    expect(taskButton({ ...checkin, state: 'claimable' }, true)).toEqual({
      text: '登录领取',
      action: 'login',
    });
    expect(taskButton({ ...checkin, state: 'claimed' }, false).text).toBe('已签到');
    const post = { kind: 'firstPost' as const, link: '/community/publish' };
    expect(taskButton({ ...post, state: 'todo' }, true)).toEqual({ text: '去完成', action: 'go' });
    expect(taskButton({ ...post, state: 'claimed' }, false)).toEqual({
      text: '已领取',
      action: 'none',
    });
    expect(taskButton({ kind: 'online', link: '', state: 'todo' }, false).action).toBe('none');
  });
});
