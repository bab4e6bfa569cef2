import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider, createStore, useAtomValue } from 'jotai';
import { Suspense, lazy, useDeferredValue } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { seedConfig } from '@/lib/api/bootstrap';
import { ApiError } from '@/lib/api/envelope';
import { bootStateAtom, sessionFailureAtom } from '@/lib/state/boot-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';
import { holdTap, type HeldTapWindow } from '@/lib/shell/early-boot';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => window.location.pathname,
}));

import { BootGate } from './boot-gate';

const CONFIG = { theme: 1, domain: [] };
const LOGIN = { token: 'tok-abc', user: { id: 100123, kind: 'guest' } };

function renderGate(store = createStore()) {
  render(
    <Provider store={store}>
      <BootGate>
        <h1>首页</h1>
      </BootGate>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/mine?pc=p1&dc=d1&isAppStore=1');
  api.get.mockReset().mockResolvedValue(CONFIG);
  api.post.mockReset().mockResolvedValue(LOGIN);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('BootGate', () => {
  it('on a launch-frame route shows the page at once, held and busy, live after the login', async () => {
    window.history.replaceState(null, '', '/home');
    let finishLogin: (value: unknown) => void = () => undefined;
    api.post.mockReturnValueOnce(new Promise((r) => (finishLogin = r)));
    // The config came with the page (the providers seed it).
    renderGate(seedConfig(createStore(), CONFIG));
    const page = screen.getByRole('heading', { name: '首页', hidden: true }).parentElement;
    expect(page?.hasAttribute('data-boot-held')).toBe(true);
    expect(page?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.get).not.toHaveBeenCalled();

    await act(async () => finishLogin(LOGIN));
    await vi.waitFor(() => expect(page?.hasAttribute('data-boot-held')).toBe(false));
    expect(page?.hasAttribute('aria-busy')).toBe(false);
    // The same element throughout: the frame became the page, nothing was mounted twice.
    expect(screen.getByRole('heading', { name: '首页' }).parentElement).toBe(page);
  });

  it('on a launch-frame route goes live with the login, whatever deferred work the screen still has', async () => {
    // Deferred renders are batched: one of the screen's own (here a feed whose next content
    // waits on code that never arrives) used to hold the gate's deferred flip with it, and the
    // page stayed inert although the login was done (a minute, in CI).
    window.history.replaceState(null, '', '/home');
    const Never = lazy(() => new Promise<never>(() => undefined));
    function Feed() {
      const token = useDeferredValue(useAtomValue(tokenAtom));
      return token ? <Never /> : <p>推荐</p>;
    }
    render(
      <Provider store={seedConfig(createStore(), CONFIG)}>
        <BootGate>
          <h1>首页</h1>
          <Suspense fallback={<p>加载中</p>}>
            <Feed />
          </Suspense>
        </BootGate>
      </Provider>,
    );
    const page = screen.getByRole('heading', { name: '首页', hidden: true }).parentElement;
    await vi.waitFor(() => expect(page?.hasAttribute('data-boot-held')).toBe(false));
    expect(page?.hasAttribute('aria-busy')).toBe(false);
    // The feed kept what it showed: its deferred update is still waiting on its code.
    expect(screen.getByText('推荐')).toBeTruthy();
  });

  it('a launch frame hydrated only after the login is live all the same', async () => {
    // Under load React throws away and retries the first render while the login is in flight
    // (docs/session-bootstrap.md). When the attempt that commits came after the login, the
    // gate hydrated with the page already live: React does not patch attributes that differ
    // from the server's, so the server's `inert` (now the hold) stayed on a page that ignored every tap.
    window.history.replaceState(null, '', '/home');
    const page = (
      <BootGate>
        <h1>首页</h1>
      </BootGate>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={seedConfig(createStore(), CONFIG)}>
        <Suspense fallback={<p>加载中</p>}>{page}</Suspense>
      </Provider>,
    );
    document.body.append(container);
    expect(container.querySelector('[data-boot-held][aria-busy="true"]')).not.toBeNull();

    const store = seedConfig(createStore(), CONFIG);
    let release: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (release = resolve));
    const Later = lazy(() => code.then(() => ({ default: () => null })));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    onTestFinished(() => {
      act(() => root?.unmount());
      container.remove();
    });
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider store={store}>
          <Suspense fallback={<p>加载中</p>}>
            {page}
            <Later />
          </Suspense>
        </Provider>,
        { onRecoverableError: () => undefined },
      );
    });
    // The boundary waits for its code; meanwhile the login is done.
    await vi.waitFor(() => expect(store.get(bootStateAtom).status).toBe('ready'));
    await act(async () => release());
    const heading = screen.getByRole('heading', { name: '首页', hidden: true });
    await vi.waitFor(() =>
      expect(heading.parentElement?.hasAttribute('data-boot-held')).toBe(false),
    );
    expect(heading.parentElement?.hasAttribute('aria-busy')).toBe(false);
  });

  it('a tap on the frame before the session is held with feedback, then replayed once', async () => {
    // §2: navigation waits for config and login; the tap is neither lost nor sent early.
    window.history.replaceState(null, '', '/home');
    const hold = (event: MouseEvent) => holdTap(window as HeldTapWindow, event);
    window.addEventListener('click', hold, true);
    onTestFinished(() => window.removeEventListener('click', hold, true));
    let finishLogin: (value: unknown) => void = () => undefined;
    api.post.mockReturnValueOnce(new Promise((r) => (finishLogin = r)));
    const opened = vi.fn();
    render(
      <Provider store={seedConfig(createStore(), CONFIG)}>
        <BootGate>
          <button type="button" onClick={opened}>
            影片一
          </button>
        </BootGate>
      </Provider>,
    );
    const card = screen.getByRole('button', { name: '影片一', hidden: true });
    fireEvent.click(card);
    expect(opened).not.toHaveBeenCalled();
    expect(card.hasAttribute('data-tap-pending')).toBe(true);

    await act(async () => finishLogin(LOGIN));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(card.hasAttribute('data-tap-pending')).toBe(false);
    // Live now: a tap is the page's at once.
    fireEvent.click(card);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('on a launch-frame route a failed login still replaces the frame with the error screen', async () => {
    window.history.replaceState(null, '', '/home');
    api.post.mockRejectedValue(new ApiError(5020, '网络异常，请检查网络后重试'));
    renderGate(seedConfig(createStore(), CONFIG));
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常');
    expect(screen.queryByRole('heading', { name: '首页', hidden: true })).toBeNull();
  });

  it('shows the branded splash, then the page once config and login are done', async () => {
    renderGate();
    expect(screen.getByRole('status').textContent).toContain('影视社区');
    expect(screen.queryByRole('heading', { name: '首页' })).toBeNull();
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(localStorage.getItem('isAppStore')).toBe('1');
    expect(localStorage.getItem('token')).toBe('tok-abc');
    expect(sessionStorage.getItem('config')).toBe(JSON.stringify(CONFIG));
    expect(JSON.parse(api.post.mock.calls[0]?.[1].affCode)).toEqual({ pc: 'p1', dc: 'd1' });
  });

  it('blocks on a failure with a Chinese message and recovers through 重试', async () => {
    api.get.mockRejectedValueOnce(new ApiError(5020, '网络异常，请检查网络后重试'));
    renderGate();
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请检查网络后重试');
    expect(screen.queryByRole('heading', { name: '首页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('shows §8 text when the guest creation is refused', async () => {
    api.post.mockRejectedValue(new ApiError(6015, '操作过于频繁'));
    renderGate();
    expect((await screen.findByRole('alert')).textContent).toContain(
      '创建游客失败，请联系在线客服',
    );
  });

  it('logs in again, behind the splash, when the token goes away', async () => {
    const store = renderGate();
    await screen.findByRole('heading', { name: '首页' });
    api.post.mockResolvedValueOnce({ token: 'tok-2', user: { id: 100123 } });
    act(() => store.set(tokenAtom, null));
    expect(screen.queryByRole('heading', { name: '首页' })).toBeNull();
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it('shows the error screen for a repeated session failure; 重试 reloads the page', async () => {
    const store = renderGate();
    await screen.findByRole('heading', { name: '首页' });
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload, search: '' },
    });
    act(() =>
      store.set(sessionFailureAtom, {
        kind: 'session',
        code: 1000,
        message: '登录状态异常，请点击重试',
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('登录状态异常');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('a first render that React throws away and runs again starts no second bootstrap', async () => {
    // React runs a useState initializer again for each first-render attempt it discards (here:
    // a sibling suspends before anything was committed, and the attempt is retried once it
    // resolves). The retried attempt came after the login: the old gate started a new run
    // from it, writing 'running' during render again (on a real page that restarted the
    // hydration pass, in a loop).
    window.history.replaceState(null, '', '/home');
    const store = seedConfig(createStore(), CONFIG);
    const states: string[] = [];
    store.sub(bootStateAtom, () => states.push(store.get(bootStateAtom).status));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Sibling = lazy(() => gate.then(() => ({ default: () => null })));
    render(
      <Provider store={store}>
        <Suspense fallback={<p>加载中</p>}>
          <BootGate>
            <h1>首页</h1>
          </BootGate>
          <Sibling />
        </Suspense>
      </Provider>,
    );
    await vi.waitFor(() => expect(store.get(bootStateAtom).status).toBe('ready'));
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(states).toEqual(['running', 'ready']);
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});
