import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok } from '@/lib/api/fake-api.test-support';
import { pendingInviteAtom } from '@/lib/state/pending-invite-atoms';
import { getAppStore } from '@/lib/state/store';
import { PENDING_INVITE_STORAGE_KEY, TIP_INVITE_GUEST } from '@/lib/domain/account/invite';

import { renderScreen } from '../account.test-support';
import { InvitationScreen } from './invitation-screen';
import { ShareScreen } from './share-screen';

const income = (inviteCode: string) => ({
  inviteCode,
  invitedCount: 0,
  diamonds: 0,
  rewardPerInvite: 100,
  redeemed: false,
  rules: ['规则'],
});

function api(isGuest: boolean) {
  return installFakeApi({
    'user/info': () => ok({ id: 100300, token: 't', isGuest, nickname: '', wallet: {} }),
    'user/invite/income': () => ok(income(isGuest ? '' : 'ABC234')),
    'user/invite/list': () => ok({ list: [], page: 1, pageSize: 10, total: 0 }),
  });
}

beforeEach(() => installDomFakes());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitationScreen', () => {
  it('asks a guest to log in: no code of their own, none to fill in', async () => {
    const calls = api(true);
    renderScreen(<InvitationScreen />);
    const prompt = await screen.findByRole('region', { name: '登录后邀请' });
    expect(prompt.textContent).toContain(TIP_INVITE_GUEST);
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/mine/login');
    expect(screen.getByTestId('invite-code').textContent).toBe('—');
    expect(screen.queryByRole('form', { name: '填写邀请码' })).toBeNull();
    expect(calls.bodies('user/invite/redeem')).toHaveLength(0);
  });

  it('shows an account its code and the form for the code of whoever invited them', async () => {
    api(false);
    renderScreen(<InvitationScreen />);
    expect(await screen.findByRole('form', { name: '填写邀请码' })).toBeTruthy();
    expect(screen.getByTestId('invite-code').textContent).toBe('ABC234');
    expect(screen.queryByRole('region', { name: '登录后邀请' })).toBeNull();
  });
});

describe("InvitationScreen with a shared link's code kept", () => {
  afterEach(() => getAppStore().set(pendingInviteAtom, null));

  it('fills in the code a shared link carried, and forgets it once redeemed', async () => {
    // As a shared link's arrival keeps it (components/boot/launch-watcher).
    getAppStore().set(pendingInviteAtom, 'XYZ789');
    expect(localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBe('XYZ789');
    const calls = installFakeApi({
      'user/info': () => ok({ id: 100300, token: 't', isGuest: false, nickname: '', wallet: {} }),
      'user/invite/income': () =>
        ok({ ...income('ABC234'), redeemed: calls.bodies('user/invite/redeem').length > 0 }),
      'user/invite/list': () => ok({ list: [], page: 1, pageSize: 10, total: 0 }),
      'user/invite/redeem': () => ok({ redeemed: true, inviter: '好友' }),
    });
    renderScreen(<InvitationScreen />);
    const field = await screen.findByRole('textbox', { name: '填写邀请码' });
    expect((field as HTMLInputElement).value).toBe('XYZ789');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls.bodies('user/invite/redeem')).toEqual([{ code: 'XYZ789' }]));
    await waitFor(() => expect(localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBeNull());
  });

  it('never offers the account its own code', async () => {
    getAppStore().set(pendingInviteAtom, 'ABC234');
    api(false);
    renderScreen(<InvitationScreen />);
    const field = await screen.findByRole('textbox', { name: '填写邀请码' });
    expect((field as HTMLInputElement).value).toBe('');
  });
});

describe('ShareScreen', () => {
  it('offers a guest 去登录 instead of a poster without a code', async () => {
    api(true);
    renderScreen(<ShareScreen />);
    expect(await screen.findByRole('region', { name: '登录后邀请' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存海报' })).toBeNull();
  });
});
