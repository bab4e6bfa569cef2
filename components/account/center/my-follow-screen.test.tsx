import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok } from '@/lib/api/fake-api.test-support';

import { renderScreen, router } from '../account.test-support';
import { MyFollowScreen } from './my-follow-screen';

function up(id: number, name: string) {
  return {
    id,
    name,
    avatar: '',
    intro: '',
    followers: 12_345,
    plays: 0,
    videos: 8,
    posts: 2,
    following: true,
  };
}

const page = (list: unknown[]) => ok({ list, page: 1, pageSize: 10, total: list.length });

beforeEach(() => installDomFakes());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('MyFollowScreen', () => {
  it('lists the UP主 the user follows; 已关注 unfollows after a confirm and the row goes', async () => {
    let followed = [up(2003, '阿杰'), up(2002, '小美')];
    const api = installFakeApi({
      'upblogers/list': () => page(followed),
      'upblogers/cares': (body) => {
        followed = followed.filter((one) => one.id !== body.id);
        return ok({ following: false, followers: 12_344 });
      },
    });
    renderScreen(<MyFollowScreen />);
    const list = await screen.findByRole('list', { name: '我的关注' });
    const profiles = await within(list).findAllByRole('link');
    expect(profiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['阿杰1.2万粉丝 · 8个视频 · 2个帖子', '/community/upInfo?id=2003'],
      ['小美1.2万粉丝 · 8个视频 · 2个帖子', '/community/upInfo?id=2002'],
    ]);
    expect(api.bodies('upblogers/list')[0]).toMatchObject({ followed: true, page: 1 });

    fireEvent.click(screen.getByRole('button', { name: '取消关注阿杰' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定不再关注「阿杰」吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('阿杰')).toBeNull());
    expect(api.bodies('upblogers/cares')).toEqual([{ id: 2003, follow: false }]);
    expect(screen.getByText('小美')).toBeTruthy();
  });

  it('says nobody is followed yet and leads to the UP主 ranking', async () => {
    installFakeApi({ 'upblogers/list': () => page([]) });
    renderScreen(<MyFollowScreen />);
    expect(await screen.findByText('还没有关注任何人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看看UP主排行' }));
    expect(router.push).toHaveBeenCalledWith('/subpage/upRank');
  });
});
