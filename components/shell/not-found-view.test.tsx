import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { NotFoundView } from './not-found-view';

afterEach(cleanup);

describe('NotFoundView', () => {
  it('says the page does not exist and links home', () => {
    const { container } = render(<NotFoundView />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    // The illustration is decorative inline SVG.
    const art = container.querySelector('svg');
    expect(art?.getAttribute('aria-hidden')).toBe('true');
  });
});
