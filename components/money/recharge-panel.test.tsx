import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ORDER_POLL_MS } from '@/lib/api/money/recharge';
import { fail, never, ok, type FakeAnswer } from '@/lib/api/fake-api.test-support';
import {
  TIP_GOLD_NOT_ENOUGH,
  TIP_ORDER_CLOSED,
  TIP_TOO_MANY_UNPAID,
} from '@/lib/domain/money/recharge';
import { WRAPPER_HANDLER } from '@/lib/navigation/use-open-link';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';

import { NOT_PAID_YET } from './recharge-pending-dialog';
import { RechargePanel } from './recharge-panel';
import { PAY_URL, order, page, payTypeInfo } from './recharge-fixtures.test-support';

let info = payTypeInfo();
const test = setupScreenTest('/mine/diamondRecharge', () => ({
  'gold/paytypeinfo': () => ok(info),
}));

afterEach(() => {
  vi.useRealTimers();
  // isAppStore is kept in localStorage: the wrapper test's flag must not reach the next test.
  localStorage.clear();
  delete (window as { webkit?: unknown }).webkit;
  info = payTypeInfo();
});

const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: /立即支付|正在下单/ });
const note = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/** A window.open that returns a blank window the test can look into. */
function stubBlankWindow() {
  const blank = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } };
  const open = vi.fn(() => blank);
  vi.stubGlobal('open', open);
  return { blank, open };
}

async function renderPanel(store = createStore()) {
  const view = renderWithProviders(<RechargePanel kind="diamond" />, { store });
  await screen.findByRole('radiogroup', { name: '选择套餐' });
  return view;
}

describe('RechargePanel: the choices', () => {
  it('starts on the 热销 package and the first way that can pay it', async () => {
    await renderPanel();
    const hot = radio('300钻石');
    expect(hot.checked).toBe(true);
    // Titled 300钻石: the card adds only the bonus.
    expect(note(hot)).toContain('赠30钻石');
    expect(note(hot)).toContain('¥30');
    expect(note(hot)).toContain('原价¥36');
    expect(note(hot)).toContain('热销');
    expect(radio('支付宝').checked).toBe(true);
    expect(payButton().textContent).toBe('立即支付 ¥30');
  });

  it('disables a way that cannot pay, with its reason, and follows the chosen package', async () => {
    await renderPanel();
    const gold = radio('金币支付');
    expect(gold.disabled).toBe(true);
    expect(note(gold)).toBe(`余额 10 金币 · ${TIP_GOLD_NOT_ENOUGH}`);
    expect(radio('微信支付').disabled).toBe(false);
    fireEvent.click(radio('微信支付'));
    expect(radio('微信支付').checked).toBe(true);

    // ¥4000 is past 微信支付's limit: it is refused there, and 支付宝 takes over.
    fireEvent.click(radio('50000钻石'));
    expect(radio('微信支付').disabled).toBe(true);
    expect(note(radio('微信支付'))).toBe('微信支付单笔最高¥3000');
    expect(radio('支付宝').checked).toBe(true);
    expect(payButton().textContent).toBe('立即支付 ¥4000');

    // Back on a cheaper package the user's own choice comes back.
    fireEvent.click(radio('60钻石'));
    expect(radio('微信支付').checked).toBe(true);
    expect(payButton().textContent).toBe('立即支付 ¥6');
  });

  it('shows placeholders while loading and 重试 when the packages cannot load', async () => {
    let answer: () => FakeAnswer | Promise<FakeAnswer> = never;
    test.api.on('gold/paytypeinfo', () => answer());
    const { unmount } = renderWithProviders(<RechargePanel kind="diamond" />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    unmount();

    answer = () => fail(5020, '网络开小差了，请稍后重试');
    renderWithProviders(<RechargePanel kind="diamond" />);
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert').textContent).toContain('网络开小差了，请稍后重试');
    answer = () => ok(info);
    fireEvent.click(retry);
    expect(await screen.findByRole('radio', { name: '300钻石' })).toBeTruthy();
  });
});

describe('RechargePanel: paying with gold', () => {
  it('pays at once: 支付成功 with what came, and the balances asked again', async () => {
    info = payTypeInfo({ gold: 5000 });
    test.api.on('recharge/submit', () =>
      ok({
        order: order({ status: 'paid', payType: 'gold', payUrl: null, paidAt: 1 }),
        wallet: { gold: 2000, diamonds: 3300 },
        vip: null,
      }),
    );
    const { open } = stubBlankWindow();
    await renderPanel();
    expect(note(radio('金币支付'))).toBe('余额 50 金币');
    fireEvent.click(radio('金币支付'));
    fireEvent.click(payButton());
    expect(await screen.findByText('支付成功，获得300钻石 + 赠30钻石')).toBeTruthy();
    expect(test.api.bodies('recharge/submit')).toEqual([{ productId: 2, payType: 'gold' }]);
    // No payment page: nothing was opened.
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(test.api.bodies('gold/paytypeinfo').length).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RechargePanel: paying through a payment page', () => {
  it('opens the window in the tap, sends it to the page, and polls the order until paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const placed = order();
    let status: 'pending' | 'paid' = 'pending';
    test.api.on('recharge/submit', () =>
      ok({ order: placed, wallet: { gold: 1000, diamonds: 0 }, vip: null }),
    );
    test.api.on('recharge/history', () =>
      ok(page([{ ...placed, status, payUrl: status === 'paid' ? null : PAY_URL }])),
    );
    const { blank, open } = stubBlankWindow();
    await renderPanel();
    fireEvent.click(payButton());
    // Opened before the answer: a window opened after an await is eaten by the popup blocker.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blank.opener).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: '等待支付' });
    expect(blank.location.href).toBe(PAY_URL);
    expect(dialog.textContent).toContain('请在新打开的页面完成支付');
    expect(dialog.textContent).toContain(placed.orderNo);
    expect(dialog.textContent).toContain('¥30');
    expect(within(dialog).getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);

    // Still pending: 我已完成支付 says so.
    fireEvent.click(within(dialog).getByRole('button', { name: '我已完成支付' }));
    expect(await screen.findByText(NOT_PAID_YET)).toBeTruthy();

    const asked = test.api.bodies('recharge/history').length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    await waitFor(() => expect(test.api.bodies('recharge/history').length).toBeGreaterThan(asked));
    expect(test.api.bodies('recharge/history').at(-1)).toEqual({
      page: 1,
      pageSize: 1,
      orderNo: placed.orderNo,
    });

    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByText('充值成功，获得300钻石 + 赠30钻石')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Closed with the dialog: no more polling.
    const after = test.api.bodies('recharge/history').length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(test.api.bodies('recharge/history').length).toBe(after);
  });

  it('does not poll while the browser tab is hidden, and asks at once when it shows again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const placed = order();
    test.api.on('recharge/submit', () =>
      ok({ order: placed, wallet: { gold: 1000, diamonds: 0 }, vip: null }),
    );
    test.api.on('recharge/history', () => ok(page([placed])));
    stubBlankWindow();
    await renderPanel();
    fireEvent.click(payButton());
    await screen.findByRole('dialog', { name: '等待支付' });
    await act(() => vi.advanceTimersByTimeAsync(100));

    // The browser fires it on the document and it bubbles to the window (where React Query hears).
    const changeVisibility = () =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    changeVisibility();
    const hidden = test.api.bodies('recharge/history').length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(test.api.bodies('recharge/history').length).toBe(hidden);

    visibility.mockReturnValue('visible');
    changeVisibility();
    // At once, not at the next tick of the interval.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(test.api.bodies('recharge/history').length).toBe(hidden + 1);
    visibility.mockRestore();
  });

  it('says 订单已关闭 when the order closed unpaid, and closes the dialog', async () => {
    const placed = order();
    test.api.on('recharge/submit', () =>
      ok({ order: placed, wallet: { gold: 1000, diamonds: 0 }, vip: null }),
    );
    test.api.on('recharge/history', () =>
      ok(page([{ ...placed, status: 'closed', payUrl: null }])),
    );
    stubBlankWindow();
    await renderPanel();
    fireEvent.click(payButton());
    expect(await screen.findByText(TIP_ORDER_CLOSED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('in the iOS wrapper opens nothing ahead and hands the page to the wrapper', async () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = {
      messageHandlers: { [WRAPPER_HANDLER]: { postMessage } },
    };
    const store = createStore();
    store.set(isAppStoreAtom, true);
    const placed = order();
    test.api.on('recharge/submit', () =>
      ok({ order: placed, wallet: { gold: 1000, diamonds: 0 }, vip: null }),
    );
    test.api.on('recharge/history', () => ok(page([placed])));
    const { open } = stubBlankWindow();
    await renderPanel(store);
    fireEvent.click(payButton());
    await screen.findByRole('dialog', { name: '等待支付' });
    expect(postMessage).toHaveBeenCalledWith(PAY_URL);
    expect(open).not.toHaveBeenCalled();
    // 重新打开支付页面 goes through the wrapper again.
    fireEvent.click(screen.getByRole('button', { name: '重新打开支付页面' }));
    expect(postMessage).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('RechargePanel: refusals', () => {
  it('shows the origin’s tip, closes the blank window and keeps the choices', async () => {
    test.api.on('recharge/submit', () => fail(4290, TIP_TOO_MANY_UNPAID));
    const { blank } = stubBlankWindow();
    await renderPanel();
    fireEvent.click(radio('60钻石'));
    fireEvent.click(radio('微信支付'));
    fireEvent.click(payButton());
    expect(await screen.findByText(TIP_TOO_MANY_UNPAID)).toBeTruthy();
    expect(blank.close).toHaveBeenCalledTimes(1);
    expect(radio('60钻石').checked).toBe(true);
    expect(radio('微信支付').checked).toBe(true);
    await waitFor(() => expect(payButton().getAttribute('aria-disabled')).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is busy while the order is placed, and a second tap orders nothing', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.api.on('recharge/submit', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    stubBlankWindow();
    await renderPanel();
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().getAttribute('aria-busy')).toBe('true'));
    expect(payButton().textContent).toBe('正在下单…');
    fireEvent.click(payButton());
    await waitFor(() => expect(test.api.bodies('recharge/submit')).toHaveLength(1));
    answer(fail(4040, '商品不存在或已下架'));
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    await waitFor(() => expect(payButton().textContent).toBe('立即支付 ¥30'));
    expect(test.api.bodies('recharge/submit')).toHaveLength(1);
  });
});
