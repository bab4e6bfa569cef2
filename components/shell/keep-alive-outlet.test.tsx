import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { KeepAliveOutlet } from './keep-alive-outlet';
import { usePageActive } from './page-active';

// The router is the one thing this test stands in for: the outlet reads only the pathname.
const nav = vi.hoisted(() => ({ pathname: '/home' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

const effects: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const active = usePageActive();
  useEffect(() => {
    effects.push(`mount ${name}`);
    return () => {
      effects.push(`cleanup ${name}`);
    };
  }, [name]);
  return (
    <section aria-label={name} data-active={String(active)}>
      <button onClick={() => setCount((c) => c + 1)}>{`${name} ${count}`}</button>
    </section>
  );
}

const screens = {
  '/home': () => <Counter name="首页" />,
  '/mine': () => <Counter name="我的" />,
};

function renderAt(pathname: string) {
  nav.pathname = pathname;
  return render(
    <KeepAliveOutlet screens={screens}>
      <p>路由内容 {pathname}</p>
    </KeepAliveOutlet>,
  );
}

afterEach(() => {
  cleanup();
  effects.length = 0;
});

describe('KeepAliveOutlet', () => {
  it('keeps a visited screen with its state, hidden, while another route shows', () => {
    const view = renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: '首页 0' }));
    fireEvent.click(screen.getByRole('button', { name: '首页 1' }));

    nav.pathname = '/mine';
    view.rerender(
      <KeepAliveOutlet screens={screens}>
        <p>路由内容 /mine</p>
      </KeepAliveOutlet>,
    );
    const home = screen.getByText('首页 2', { selector: 'button' }).closest('section');
    expect(home).not.toBeNull();
    expect(home?.getAttribute('data-active')).toBe('false');
    expect(screen.queryByRole('button', { name: '首页 2' })).toBeNull(); // hidden from the a11y tree
    expect(screen.getByRole('button', { name: '我的 0' })).toBeTruthy();

    nav.pathname = '/home';
    view.rerender(
      <KeepAliveOutlet screens={screens}>
        <p>路由内容 /home</p>
      </KeepAliveOutlet>,
    );
    expect(screen.getByRole('button', { name: '首页 2' })).toBeTruthy();
    expect(screen.getByLabelText('首页').getAttribute('data-active')).toBe('true');
  });

  it('cleans up a hidden screen’s effects and runs them again when it returns', () => {
    const view = renderAt('/home');
    expect(effects).toEqual(['mount 首页']);
    nav.pathname = '/lld';
    act(() => {
      view.rerender(
        <KeepAliveOutlet screens={screens}>
          <p>路由内容 /lld</p>
        </KeepAliveOutlet>,
      );
    });
    expect(effects).toEqual(['mount 首页', 'cleanup 首页']);
    expect(screen.getByText('路由内容 /lld')).toBeTruthy();
    nav.pathname = '/home';
    act(() => {
      view.rerender(
        <KeepAliveOutlet screens={screens}>
          <p>路由内容 /home</p>
        </KeepAliveOutlet>,
      );
    });
    expect(effects).toEqual(['mount 首页', 'cleanup 首页', 'mount 首页']);
  });

  it('renders nothing of its own on routes that are not kept', () => {
    renderAt('/play/longVideo');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('路由内容 /play/longVideo')).toBeTruthy();
  });
});
