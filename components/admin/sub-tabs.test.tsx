import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SubTabs } from './sub-tabs';

const TABS = [
  { key: 'a', label: '甲', Panel: () => <p>甲的内容</p> },
  { key: 'b', label: '乙', Panel: () => <p>乙的内容</p> },
];

describe('SubTabs', () => {
  it('shows the chosen tab alone, and arrow keys move along the bar, wrapping', () => {
    render(<SubTabs id="t" label="测试" tabs={TABS} />);
    expect(screen.getByRole('tab', { name: '甲' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('甲的内容');
    fireEvent.click(screen.getByRole('tab', { name: '乙' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('乙的内容');
    fireEvent.keyDown(screen.getByRole('tablist', { name: '测试' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '甲' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '甲' }));
    expect(screen.queryByText('乙的内容')).toBeNull();
  });
});
