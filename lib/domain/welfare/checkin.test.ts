import { describe, expect, it } from 'vitest';

import { checkinStreak } from './welfare';
import { checkinWeek, weekStart } from './checkin';

/** A moment in Shanghai (UTC+8) as epoch ms. */
const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);
const states = (week: ReturnType<typeof checkinWeek>) => week.map((d) => d.state);

describe('checkinWeek', () => {
  it('is Monday to Sunday of the Shanghai week: 23:59 Sunday and 00:01 Monday differ', () => {
    // Sunday 2025-06-01 23:59 in Shanghai is still 15:59 UTC of the same day.
    const sunday = checkinWeek([], shanghai('2025-06-01T23:59:00'), 20);
    expect(sunday.map((d) => d.day)).toEqual([
      '2025-05-26',
      '2025-05-27',
      '2025-05-28',
      '2025-05-29',
      '2025-05-30',
      '2025-05-31',
      '2025-06-01',
    ]);
    expect(sunday.at(-1)).toMatchObject({ label: '今天', state: 'today', reward: 20 });
    // Two minutes later it is Monday in Shanghai though still Sunday in UTC.
    const monday = checkinWeek([], shanghai('2025-06-02T00:01:00'), 20);
    expect(monday[0]).toMatchObject({ day: '2025-06-02', label: '今天', state: 'today' });
    expect(monday.map((d) => d.label).slice(1)).toEqual([
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
      '周日',
    ]);
    expect(states(monday).slice(1)).toEqual(Array(6).fill('later'));
    expect(weekStart(shanghai('2025-06-02T00:01:00'))).toBe('2025-06-02');
    expect(weekStart(shanghai('2025-06-01T23:59:00'))).toBe('2025-05-26');
  });

  it('ticks checked days with what they gave, and shows a missed day breaking the streak', () => {
    const claims = [
      { day: '2025-06-02', reward: 20 },
      { day: '2025-06-03', reward: 20 },
      // Wednesday missed.
      { day: '2025-06-05', reward: 30 },
    ];
    const thursday = shanghai('2025-06-05T09:00:00');
    const week = checkinWeek(claims, thursday, 20);
    expect(states(week)).toEqual([
      'checked',
      'checked',
      'missed',
      'checked',
      'later',
      'later',
      'later',
    ]);
    expect(week[3]).toMatchObject({ label: '今天', reward: 30, today: true });
    expect(week.filter((d) => d.today)).toHaveLength(1);
    expect(week[4]).toMatchObject({ label: '周五', reward: 20 });
    expect(
      checkinStreak(
        claims.map((c) => c.day),
        '2025-06-05',
      ),
    ).toBe(1);
  });

  it('leaves today open until checked in, days before it missed', () => {
    const week = checkinWeek([], shanghai('2025-06-04T12:00:00'), 20);
    expect(states(week)).toEqual(['missed', 'missed', 'today', 'later', 'later', 'later', 'later']);
  });
});
