'use client';
// One chart of the 数据看板 with its table: the table is always in the page for screen readers
// (visually hidden while the chart shows), shown to everyone on 表格 or when the chart cannot draw
// (its chunk failed to load, no canvas). uPlot comes by import(), only from here.
import { useEffect, useId, useRef, useState } from 'react';

import adminStyles from '../admin.module.css';
import styles from './dashboard.module.css';
import type { ChartSeries } from './uplot-draw';

export type DashboardChartProps = {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads in the table (yuan with two decimals for money). */
  format?: (value: number) => string;
};

const SWATCH = [styles.s0, styles.s1, styles.s2, styles.s3];

/** Bumps when the colour mode or theme changes, so the chart redraws with the new tokens. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, []);
  return version;
}

export function DashboardChart({ title, days, series, format = String }: DashboardChartProps) {
  const titleId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [asTable, setAsTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const theme = useThemeVersion();

  useEffect(() => {
    if (asTable) return;
    const el = plotRef.current;
    if (!el) return;
    let cleanup: (() => void) | null = null;
    let live = true;
    import('./uplot-draw')
      .then(({ drawChart }) => {
        if (!live) return;
        try {
          cleanup = drawChart(el, days, series);
          setFailed(false);
        } catch {
          setFailed(true);
        }
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      cleanup?.();
    };
  }, [days, series, asTable, theme]);

  const tableShown = asTable || failed;
  return (
    <figure className={styles.chartCard} aria-labelledby={titleId}>
      <div className={styles.chartHead}>
        <h3 id={titleId} className={styles.chartTitle}>
          {title}
        </h3>
        {!failed && (
          <button
            type="button"
            className={`${adminStyles.button} ${adminStyles.ghost} ${styles.small}`}
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? '图表' : '表格'}
          </button>
        )}
      </div>
      {!tableShown && (
        <>
          <div ref={plotRef} className={styles.plot} aria-hidden="true" data-testid="chart-plot" />
          <ul className={styles.legend} aria-hidden="true">
            {series.map((s, i) => (
              <li key={s.label}>
                <span className={`${styles.swatch} ${SWATCH[i % 4]}`} />
                {s.label}
              </li>
            ))}
          </ul>
        </>
      )}
      {failed && <p className={adminStyles.muted}>图表暂时无法显示，以下为表格。</p>}
      <div className={tableShown ? adminStyles.tableWrap : styles.srOnly}>
        <table className={adminStyles.table}>
          <caption className={styles.srOnly}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">日期</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
