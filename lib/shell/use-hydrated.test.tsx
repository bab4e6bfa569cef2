// The server's view while hydrating, the browser's after; and no second render when they match,
// which is what keeps a launch frame's feed from rendering twice as it comes alive.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useHydrated, useHydratedValue } from './use-hydrated';

let renders: string[] = [];

function Shows({ browser, server }: { browser: string; server: string }) {
  const value = useHydratedValue(browser, server);
  renders.push(value);
  return <p>{value}</p>;
}

function Flag() {
  return <p>{useHydrated() ? '已就绪' : '加载中'}</p>;
}

async function hydrate(element: React.ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  const serverText = host.textContent;
  renders = [];
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(host, element, { onRecoverableError: (e) => errors.push(e) });
  });
  return {
    host,
    serverText,
    errors,
    render: (next: React.ReactElement) => act(() => root?.render(next)),
    unmount: () => act(() => root?.unmount()),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydratedValue', () => {
  it('hydrates with the server value, then shows the browser one', async () => {
    const page = await hydrate(<Shows browser="张三" server="" />);
    expect(page.serverText).toBe('');
    expect(page.errors).toEqual([]);
    expect(renders).toEqual(['', '张三']);
    expect(page.host.textContent).toBe('张三');
    page.unmount();
  });

  it('renders once when the browser would show what the server sent', async () => {
    const page = await hydrate(<Shows browser="推荐" server="推荐" />);
    expect(page.errors).toEqual([]);
    expect(renders).toEqual(['推荐']);
    expect(page.host.textContent).toBe('推荐');
    page.unmount();
  });

  it('keeps following the browser value after hydration', async () => {
    const page = await hydrate(<Shows browser="甲" server="甲" />);
    // A later render with a new browser value (a query's answer) shows it at once.
    page.render(<Shows browser="乙" server="甲" />);
    expect(page.host.textContent).toBe('乙');
    page.unmount();
  });
});

describe('useHydrated', () => {
  it('is false in the server HTML and true once the page is live', async () => {
    const page = await hydrate(<Flag />);
    expect(page.serverText).toBe('加载中');
    expect(page.host.textContent).toBe('已就绪');
    page.unmount();
  });
});
