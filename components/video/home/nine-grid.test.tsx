// The nine-grid while its icons load (issue 35: grey tiles with the app's play mark for about
// 1.5 s on a cold start): each tile shows its entry's first character until the picture comes.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';

import { NineGrid } from './nine-grid';

beforeEach(() => installDomFakes());
afterEach(cleanup);

const entry = (key: string, name: string) => ({
  key,
  name,
  icon: `/icons/${key}.png`,
  item: { link: '/game' },
});

describe('NineGrid', () => {
  it('shows each entry’s first character where its icon is still loading', () => {
    render(
      <NineGrid
        entries={[entry('n1', '游戏中心'), entry('n2', '开通VIP')]}
        onOpen={() => undefined}
      />,
    );
    const [game, vip] = screen.getAllByRole('button');
    expect(game!.querySelector('[data-state="placeholder"]')?.textContent).toBe('游');
    expect(vip!.querySelector('[data-state="placeholder"]')?.textContent).toBe('开');
    expect(game!.textContent).toContain('游戏中心');
  });
});
