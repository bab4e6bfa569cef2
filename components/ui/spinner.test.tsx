import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Spinner } from './spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is decorative beside text, 14px by default', () => {
    const { container } = render(<Spinner />);
    const ring = container.firstChild as HTMLElement;
    expect(ring.getAttribute('aria-hidden')).toBe('true');
    expect(ring.getAttribute('role')).toBeNull();
    expect(ring.style.getPropertyValue('--spinner-size')).toBe('14px');
  });

  it('says its label as a status when it stands alone', () => {
    render(<Spinner size={36} tone="light" label="加载中" className="placed" />);
    const ring = screen.getByRole('status', { name: '加载中' });
    expect(ring.style.getPropertyValue('--spinner-size')).toBe('36px');
    expect(ring.className).toContain('placed');
  });
});
