import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
// The stored user as the screen reads it, without user/info: the claim's balance must show alone.
vi.mock('@/lib/api/account/user', async () => {
  const { useAtomValue } = await import('jotai');
  const { userAtom } = await import('@/lib/state/session-atoms');
  return { useCurrentUser: () => ({ user: useAtomValue(userAtom), query: { refetch: vi.fn() } }) };
});

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { fail, ok } from '@/lib/api/fake-api.test-support';
import { TIP_TASK_CLAIMED_TODAY } from '@/lib/domain/welfare/welfare';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { WelfareScreen } from './welfare-screen';

const task = (over: Record<string, unknown>) => ({
  period: 'daily',
  description: '说明',
  goal: 1,
  progress: 0,
  reward: 20,
  state: 'todo',
  link: '',
  ...over,
});
const CHECKIN = task({
  id: 1,
  kind: 'checkin',
  title: '每日签到',
  progress: 1,
  state: 'claimable',
});
const WATCH = task({
  id: 2,
  kind: 'watch',
  title: '观看3部影片',
  goal: 3,
  progress: 1,
  link: '/lld',
});
const PHONE = task({
  id: 5,
  kind: 'bindPhone',
  period: 'once',
  title: '绑定手机号',
  reward: 100,
  progress: 1,
  state: 'claimed',
  link: '/mine/setting/bindPhone',
});
const DAYS = ['周一', '周二', '周三', '今天', '周五', '周六', '周日'];
/** Thursday 2026-11-26: Monday and Tuesday checked, Wednesday missed. */
const week = (todayChecked = false) =>
  DAYS.map((label, i) => ({
    day: `2026-11-${23 + i}`,
    label,
    reward: 20,
    state:
      i < 2 || (i === 3 && todayChecked)
        ? 'checked'
        : i === 2
          ? 'missed'
          : i === 3
            ? 'today'
            : 'later',
    today: i === 3,
  }));
const tasks = (streak = 2) => ({
  list: [CHECKIN, WATCH, PHONE],
  checkinStreak: streak,
  checkinWeek: week(),
  day: '2026-11-26',
});
const weekDay = (name: RegExp) =>
  within(screen.getByRole('list', { name: '本周签到' })).getByRole('listitem', { name });
const APP = {
  id: 3,
  name: '短剧大全',
  icon: '/icons/app-3.png',
  description: '每天更新',
  url: 'https://example.com/apps/duanju',
};

const test = setupScreenTest('/welfare', () => ({
  'usertask/list': () => ok(tasks()),
  'apps/list': () => ok({ list: [APP] }),
}));

const account = { id: 100200, token: 't', isGuest: false, wallet: { gold: 0, diamonds: 1230 } };
function renderAs(user: SessionUser) {
  const store = createStore();
  store.set(userAtom, user);
  return renderWithProviders(<WelfareScreen />, { store });
}
const row = (name: string) => screen.getByRole('listitem', { name });

describe('WelfareScreen', () => {
  it('shows a guest the tasks with their progress, and sends them to log in to claim', async () => {
    renderAs({ id: 100201, token: 't', isGuest: true });
    const checkin = await screen.findByRole('listitem', { name: '每日签到' });
    expect(
      within(checkin).getByRole('link', { name: '每日签到：登录领取' }).getAttribute('href'),
    ).toBe('/mine/login');
    const watch = row('观看3部影片');
    expect(watch.textContent).toContain('1/3');
    expect(
      within(watch).getByRole('link', { name: '观看3部影片：去完成' }).getAttribute('href'),
    ).toBe('/lld');
    expect(within(row('绑定手机号')).getByText('已领取')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '新手任务' })).toBeTruthy();
    expect(screen.getByText(/后即可领取/)).toBeTruthy();
    expect(screen.getByRole('region', { name: '我的福利' }).textContent).toContain('2天');
    expect(await screen.findByRole('button', { name: '下载短剧大全' })).toBeTruthy();
    expect(test.api.bodies('usertask/get')).toHaveLength(0);
  });

  it('checks an account in: the reward, the streak, and the task marked done', async () => {
    test.api.on('usertask/get', () =>
      ok({
        task: { ...CHECKIN, state: 'claimed' },
        reward: 20,
        diamonds: 1250,
        checkinStreak: 3,
        checkinWeek: week(true),
      }),
    );
    renderAs(account);
    expect(screen.getByRole('region', { name: '我的福利' }).textContent).toContain('123');
    fireEvent.click(await screen.findByRole('button', { name: '每日签到：签到' }));
    expect(await screen.findByText('签到成功，获得2钻石')).toBeTruthy();
    await waitFor(() => expect(within(row('每日签到')).getByText('已签到')).toBeTruthy());
    const summary = screen.getByRole('region', { name: '我的福利' }).textContent;
    expect(summary).toContain('3天');
    expect(summary).toContain('125');
    expect(weekDay(/^今天/).getAttribute('aria-label')).toBe('今天 已签到 +2钻石');
    expect(test.api.bodies('usertask/get')).toEqual([{ id: 1 }]);
  });

  it('shows the week: each day’s reward, checked days ticked, a missed day, today highlighted', async () => {
    renderAs(account);
    const strip = await screen.findByRole('list', { name: '本周签到' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    expect(weekDay(/^周一/).getAttribute('aria-label')).toBe('周一 已签到 +2钻石');
    expect(weekDay(/^周一/).textContent).toContain('✓');
    expect(weekDay(/^周三/).getAttribute('aria-label')).toBe('周三 漏签 +2钻石');
    const today = weekDay(/^今天/);
    expect(today.getAttribute('aria-label')).toBe('今天 待签到 +2钻石');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(
      within(strip)
        .getAllByRole('listitem')
        .filter((d) => d.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(weekDay(/^周日/).getAttribute('aria-label')).toBe('周日 未开始 +2钻石');
  });

  it('shows a refusal and reads the list again', async () => {
    test.api.on('usertask/get', () => fail(4000, TIP_TASK_CLAIMED_TODAY));
    renderAs(account);
    fireEvent.click(await screen.findByRole('button', { name: '每日签到：签到' }));
    expect(await screen.findByText(TIP_TASK_CLAIMED_TODAY)).toBeTruthy();
    await waitFor(() => expect(test.api.bodies('usertask/list').length).toBeGreaterThan(1));
  });

  it('opens a recommended app in a new window and counts the tap', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    test.api.on('apps/click', () => ok({ id: 3, url: APP.url }));
    renderAs(account);
    fireEvent.click(await screen.findByRole('button', { name: '下载短剧大全' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(APP.url, '_blank', 'noopener,noreferrer'),
    );
    await waitFor(() => expect(test.api.bodies('apps/click')).toEqual([{ id: 3 }]));
  });

  it('offers 重试 when the tasks cannot load', async () => {
    let answer = fail(5020, '网络开小差了，请稍后重试');
    test.api.on('usertask/list', () => answer);
    renderAs(account);
    const retry = await screen.findByRole('button', { name: '重试' });
    answer = ok(tasks());
    fireEvent.click(retry);
    expect(await screen.findByRole('listitem', { name: '每日签到' })).toBeTruthy();
  });
});
