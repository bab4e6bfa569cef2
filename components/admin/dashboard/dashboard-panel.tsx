'use client';
// 数据看板 on the console's home (issue 42 item 7, docs/admin-api.md "Dashboard"): new users, daily
// active users, orders (and, for the owner and finance, revenue) by way of payment, uploads,
// plays, and the range's top videos and posts, each chart with its table; 导出CSV downloads the
// same days.
import { useMemo, useState } from 'react';

import {
  DASHBOARD_PAY_TYPES,
  PAY_TYPE_LABELS,
  type DashboardRangeInput,
} from '@/lib/domain/admin/dashboard';
import type { DashboardStats } from '@/lib/protocol/shapes/admin/dashboard';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { downloadDashboardCsv, useDashboard } from '@/lib/api/admin/use-dashboard';

import adminStyles from '../admin.module.css';
import { DashboardChart, type DashboardChartProps } from './dashboard-chart';
import { DashboardRange } from './dashboard-range';
import { TopList } from './top-list';
import styles from './dashboard.module.css';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const tipOf = (e: unknown) => (e instanceof AdminCallError ? e.tip : '加载失败，请稍后重试');

/** The charts of one answer: series built once per answer, so a chart redraws only on new data. */
function chartsOf(stats: DashboardStats): DashboardChartProps[] {
  const days = stats.days.map((d) => d.day);
  const pick = (label: string, f: (d: DashboardStats['days'][number]) => number) => ({
    label,
    values: stats.days.map(f),
  });
  const charts: DashboardChartProps[] = [
    {
      title: '新增用户',
      days,
      series: [pick('新增游客', (d) => d.newGuests), pick('新增账号', (d) => d.newAccounts)],
    },
    { title: '日活跃用户', days, series: [pick('日活跃用户', (d) => d.activeUsers)] },
    {
      title: '订单（按支付方式）',
      days,
      series: [
        pick('新建订单', (d) => d.ordersCreated),
        ...DASHBOARD_PAY_TYPES.map((t) =>
          pick(`${PAY_TYPE_LABELS[t]}支付`, (d) => d.paidOrders[t]),
        ),
      ],
    },
  ];
  if (stats.money)
    charts.push({
      title: '收入（元，按支付方式）',
      days,
      format: yuan,
      series: [
        ...DASHBOARD_PAY_TYPES.map((t) => pick(PAY_TYPE_LABELS[t], (d) => d.revenue?.[t] ?? 0)),
        pick('退款', (d) => d.refunds ?? 0),
      ],
    });
  charts.push(
    { title: '上传', days, series: [pick('上传', (d) => d.uploads)] },
    { title: '播放', days, series: [pick('播放', (d) => d.plays)] },
  );
  return charts;
}

export function DashboardPanel() {
  const [range, setRange] = useState<DashboardRangeInput>({ days: 7 });
  const query = useDashboard(range);
  const [exporting, setExporting] = useState(false);
  const [exportTip, setExportTip] = useState('');
  const charts = useMemo(() => (query.data ? chartsOf(query.data) : []), [query.data]);

  const exportCsv = async () => {
    setExporting(true);
    setExportTip('');
    try {
      await downloadDashboardCsv(range);
    } catch (e) {
      setExportTip(tipOf(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <div className={styles.chartHead}>
        <h2 id="dashboard-title" className={adminStyles.title}>
          数据看板
        </h2>
        <button
          type="button"
          className={`${adminStyles.button} ${adminStyles.ghost}`}
          disabled={exporting || !query.data}
          onClick={() => void exportCsv()}
        >
          {exporting ? '导出中…' : '导出CSV'}
        </button>
      </div>
      <DashboardRange value={range} onChange={setRange} />
      {exportTip && (
        <p role="alert" className={adminStyles.error}>
          {exportTip}
        </p>
      )}
      {query.error && (
        <p role="alert" className={adminStyles.error}>
          {tipOf(query.error)}
        </p>
      )}
      {query.data && (
        <>
          <p className={adminStyles.muted}>
            {query.data.from} 至 {query.data.to}（北京时间，按自然日统计）
            {query.data.money ? '' : '；收入数据仅所有者与财务可见'}
          </p>
          <div className={styles.grid}>
            {charts.map((c) => (
              <DashboardChart key={c.title} {...c} />
            ))}
            <TopList title="热门视频" unit="播放" items={query.data.topVideos} />
            <TopList title="热门帖子" unit="浏览" items={query.data.topPosts} />
          </div>
        </>
      )}
      {!query.data && !query.error && <p className={adminStyles.muted}>加载中…</p>}
    </section>
  );
}
