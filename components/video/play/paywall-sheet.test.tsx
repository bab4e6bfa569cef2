import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: nav.push, back: vi.fn(), replace: vi.fn() }),
}));

import { paywallOffer } from '@/lib/domain/player/playback';

import { PaywallSheet } from './paywall-sheet';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const base = { open: true, previewDone: true, paying: false, onClose: vi.fn(), onPay: vi.fn() };

describe('PaywallSheet', () => {
  it('sends a VIP-only video to /mine/vip', () => {
    render(<PaywallSheet {...base} offer={paywallOffer('vip', 0, 0)} />);
    expect(screen.getByRole('dialog', { name: '试看结束' })).toBeTruthy();
    expect(screen.getByText(/该视频为VIP专享/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开通VIP' }));
    expect(nav.push).toHaveBeenCalledWith('/mine/vip');
  });

  it('shows price and balance in diamonds and buys when the balance suffices', () => {
    const onPay = vi.fn();
    render(<PaywallSheet {...base} onPay={onPay} offer={paywallOffer('paid', 300, 1250)} />);
    expect(screen.getByText('30 钻石')).toBeTruthy();
    expect(screen.getByText(/余额：125 钻石/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(nav.push).not.toHaveBeenCalled();
  });

  it('sends a short balance to the diamond recharge screen instead of buying', () => {
    const onPay = vi.fn();
    render(<PaywallSheet {...base} onPay={onPay} offer={paywallOffer('paid', 300, 25)} />);
    expect(screen.getByText('（余额不足）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去充值' }));
    expect(nav.push).toHaveBeenCalledWith('/mine/diamondRecharge');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('cannot be pressed twice while a purchase is under way', () => {
    render(<PaywallSheet {...base} paying offer={paywallOffer('paid', 300, 1250)} />);
    expect((screen.getByRole('button', { name: '购买中…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
