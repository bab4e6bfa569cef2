import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import {
  renderWithProviders,
  router,
  setLocation,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { fail, never, ok } from '@/lib/api/fake-api.test-support';
import { COLLECTION, feedPage } from '@/lib/api/video/media-fixtures.test-support';
import { userAtom } from '@/lib/state/session-atoms';

import { CollectionScreen } from './collection-screen';

let bought: boolean;
/** The user's diamonds as user/info answers them (tenths: 1250 shows as 125). */
let diamonds: number;
const fake = setupScreenTest('/play/videoCollection?id=7', () => ({
  'user/info': () => ok({ id: 5, token: 't', isGuest: true, wallet: { gold: 0, diamonds } }),
  'media/collect/details': (body) =>
    ok({ collection: COLLECTION, videos: feedPage(body, 12, 700), bought }),
  'media/collect/pay': () => {
    bought = true;
    return ok({ bought: true, balance: 700, charged: 300 });
  },
}));

beforeEach(() => {
  bought = false;
  diamonds = 1250;
});

function renderSignedIn() {
  const store = createStore();
  store.set(userAtom, { id: 5, token: 't', isGuest: true });
  return renderWithProviders(<CollectionScreen />, { store });
}

async function openBuyDialog() {
  renderSignedIn();
  fireEvent.click(await screen.findByRole('button', { name: '购买合集' }));
  const dialog = await screen.findByRole('dialog', { name: '购买合集' });
  // The balance is asked for afresh when the dialog opens.
  await within(dialog).findByText(/余额：\d/);
  return dialog;
}

describe('CollectionScreen', () => {
  it('shows the collection’s cover, size, price and its videos as rows', async () => {
    renderWithProviders(<CollectionScreen />);
    const list = await screen.findByRole('list', { name: '合集视频' });
    expect(screen.getByRole('heading', { level: 1, name: '测试合集' })).toBeTruthy();
    expect(screen.getByText('共12集')).toBeTruthy();
    expect(screen.getByText('30钻石')).toBeTruthy();
    expect(screen.getByText('十二集连看')).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/play/longVideo?id=700',
    );
  });

  it('shows the price and the balance, buys on 确认购买, then shows 已购买', async () => {
    const dialog = await openBuyDialog();
    expect(dialog.textContent).toContain('购买「测试合集」后，合集内全部视频均可观看');
    expect(dialog.textContent).toContain('价格：30 钻石');
    expect(dialog.textContent).toContain('余额：125 钻石');
    expect(dialog.textContent).not.toContain('余额不足');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('购买成功')).toBeTruthy();
    expect(await screen.findByText('已购买')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '购买合集' })).toBeNull();
    expect(fake.api.bodies('media/collect/pay')).toEqual([{ id: 7 }]);
  });

  it('does not buy when the dialog is put off', async () => {
    const dialog = await openBuyDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '稍后再说' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.api.bodies('media/collect/pay')).toEqual([]);
    expect(screen.getByRole('button', { name: '购买合集' })).toBeTruthy();
  });

  it('with too few diamonds says 余额不足 before buying and offers 去充值 in the app', async () => {
    diamonds = 0;
    const dialog = await openBuyDialog();
    expect(dialog.textContent).toContain('余额：0 钻石');
    expect(within(dialog).getByText('（余额不足）')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '确认购买' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '去充值' }));
    expect(router.push).toHaveBeenCalledWith('/mine/diamondRecharge');
    expect(fake.api.bodies('media/collect/pay')).toEqual([]);
  });

  it('turns to 余额不足 and 去充值 when the server refuses for the balance (4010)', async () => {
    fake.api.on('media/collect/pay', () => fail(4010, '余额不足'));
    const dialog = await openBuyDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认购买' }));
    expect(await within(dialog).findByText('（余额不足）')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '去充值' }));
    expect(router.push).toHaveBeenCalledWith('/mine/diamondRecharge');
    expect(screen.getByRole('button', { name: '购买合集' })).toBeTruthy();
  });

  it('shows any other refusal’s tip and stays', async () => {
    fake.api.on('media/collect/pay', () => fail(4040, '合集不存在或已下架'));
    const dialog = await openBuyDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('合集不存在或已下架')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('offers no purchase for a bought or a free collection', async () => {
    bought = true;
    const view = renderWithProviders(<CollectionScreen />);
    expect(await screen.findByText('已购买')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '购买合集' })).toBeNull();
    view.unmount();
    bought = false;
    fake.api.on('media/collect/details', (body) =>
      ok({ collection: { ...COLLECTION, price: 0 }, videos: feedPage(body, 2), bought: false }),
    );
    renderWithProviders(<CollectionScreen />);
    expect(await screen.findByText('免费')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '购买合集' })).toBeNull();
  });

  it('shows skeletons while loading and 重试 on failure', async () => {
    fake.api.on('media/collect/details', never);
    const view = renderWithProviders(<CollectionScreen />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    view.unmount();
    fake.api.on('media/collect/details', () => fail(4040, '合集不存在或已下架'));
    renderWithProviders(<CollectionScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('合集不存在或已下架');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('explains a link without a usable id', () => {
    setLocation('/play/videoCollection?id=x');
    renderWithProviders(<CollectionScreen />);
    expect(screen.getByText('链接参数有误')).toBeTruthy();
    expect(fake.api.calls).toEqual([]);
  });
});
