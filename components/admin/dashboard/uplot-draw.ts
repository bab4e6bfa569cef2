// The one place uPlot is imported (docs/decisions/0041-dashboard-charts.md): loaded with import()
// by dashboard-chart.tsx, so it lands in a chunk of the console's dashboard and never in the H5's.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; values: readonly number[] };

/** A token's value at `el` (dashboard.module.css --chart-*), resolved through the theme. */
const token = (el: Element, name: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || 'currentColor';

/**
 * Draws the series over the days into `el` and returns what removes it. Days are YYYY-MM-DD; the
 * x axis counts them (0, 1, …) and labels each with its MM-DD, so no time zone enters the chart.
 */
export function drawChart(
  el: HTMLElement,
  days: readonly string[],
  series: readonly ChartSeries[],
): () => void {
  const axis = token(el, '--chart-axis');
  const grid = token(el, '--chart-grid');
  const axisStyle = { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  const plot = new uPlot(
    {
      width: Math.max(280, el.clientWidth),
      height: 220,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          ...axisStyle,
          // Whole days only: a tick between two days would repeat a label.
          incrs: [1, 2, 7, 14, 30, 61, 91],
          values: (_u, ticks) => ticks.map((t) => days[Math.round(t)]?.slice(5) ?? ''),
        },
        { ...axisStyle, size: 56 },
      ],
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          stroke: token(el, `--chart-${(i % 4) + 1}`),
          width: 2,
        })),
      ],
    },
    [days.map((_, i) => i), ...series.map((s) => [...s.values])],
    el,
  );
  const resize = new ResizeObserver(() =>
    plot.setSize({ width: Math.max(280, el.clientWidth), height: 220 }),
  );
  resize.observe(el);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
