import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DashboardChart } from './dashboard-chart';

const DAYS = ['2025-06-01', '2025-06-02'];
const SERIES = [
  { label: '支付宝', values: [3000, 0] },
  { label: '微信支付', values: [0, 1250] },
];
const yuan = (fen: number) => (fen / 100).toFixed(2);

afterEach(cleanup);

const hidden = (table: HTMLElement) => /srOnly/.test(table.parentElement!.className);

describe('DashboardChart', () => {
  it('keeps a table of every day and series for screen readers beside the chart', () => {
    render(<DashboardChart title="收入" days={DAYS} series={SERIES} format={yuan} />);
    const table = screen.getByRole('table', { name: '收入' });
    expect(hidden(table)).toBe(true);
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['日期支付宝微信支付', '2025-06-0130.000.00', '2025-06-020.0012.50']);
    expect(screen.getByRole('figure', { name: '收入' })).toBeTruthy();
  });

  it('shows the table to everyone on 表格, and the chart again on 图表', () => {
    render(<DashboardChart title="订单" days={DAYS} series={SERIES} />);
    fireEvent.click(screen.getByRole('button', { name: '表格' }));
    const table = screen.getByRole('table', { name: '订单' });
    expect(hidden(table)).toBe(false);
    expect(screen.queryByTestId('chart-plot')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '图表' }));
    expect(hidden(screen.getByRole('table', { name: '订单' }))).toBe(true);
    expect(screen.getByTestId('chart-plot')).toBeTruthy();
  });

  it('falls back to the table, with a note, where the chart cannot draw (no canvas here)', async () => {
    render(
      <DashboardChart title="播放" days={DAYS} series={[{ label: '播放', values: [2, 1] }]} />,
    );
    expect(await screen.findByText('图表暂时无法显示，以下为表格。')).toBeTruthy();
    expect(hidden(screen.getByRole('table', { name: '播放' }))).toBe(false);
    expect(screen.queryByRole('button', { name: '表格' })).toBeNull();
  });
});
