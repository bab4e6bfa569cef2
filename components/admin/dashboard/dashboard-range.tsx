'use client';
// The 数据看板's range: 近7/30/90天 or 自定义 from–to (Shanghai days), checked with the origin's own
// rule (resolveDashboardRange) before it is asked for, so a bad range shows its Chinese tip here.
import { useState } from 'react';

import {
  DASHBOARD_PRESETS,
  resolveDashboardRange,
  type DashboardRangeInput,
} from '@/lib/domain/admin/dashboard';

import adminStyles from '../admin.module.css';
import styles from './dashboard.module.css';

export function DashboardRange(props: {
  value: DashboardRangeInput;
  onChange: (next: DashboardRangeInput) => void;
}) {
  const [from, setFrom] = useState(props.value.from ?? '');
  const [to, setTo] = useState(props.value.to ?? '');
  const [tip, setTip] = useState('');
  const custom = props.value.from !== undefined;

  const apply = () => {
    const input = { from, to };
    const checked = resolveDashboardRange(input, Date.now());
    if ('tip' in checked) return setTip(checked.tip);
    setTip('');
    props.onChange(input);
  };

  return (
    <div className={styles.controls}>
      <div role="group" aria-label="统计范围" className={adminStyles.form}>
        {DASHBOARD_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={`${adminStyles.button} ${
              !custom && (props.value.days ?? DASHBOARD_PRESETS[0]) === days
                ? ''
                : adminStyles.ghost
            }`}
            aria-pressed={!custom && (props.value.days ?? DASHBOARD_PRESETS[0]) === days}
            onClick={() => {
              setTip('');
              props.onChange({ days });
            }}
          >
            近{days}天
          </button>
        ))}
      </div>
      <form
        className={adminStyles.form}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label className={adminStyles.field}>
          开始日期
          <input
            className={adminStyles.input}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={adminStyles.field}>
          结束日期
          <input
            className={adminStyles.input}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className={`${adminStyles.button} ${custom ? '' : adminStyles.ghost}`}
        >
          查询
        </button>
      </form>
      {tip && (
        <p role="alert" className={adminStyles.error}>
          {tip}
        </p>
      )}
    </div>
  );
}
