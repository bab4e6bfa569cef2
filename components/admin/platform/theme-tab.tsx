'use client';
// 主题: the seasonal theme ping/config sends (lib/domain/shell/themes.ts names the eight); until an
// operator picks one, the origin's THEME env is in force.
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { usePlatformChange, usePlatformList } from '@/lib/api/admin/use-platform';
import { THEMES } from '@/lib/domain/shell/themes';

import styles from '../admin.module.css';
import own from './platform.module.css';

const labelOf = (value: number) => THEMES.find((t) => t.value === value)?.label ?? String(value);

export function ThemeTab() {
  const state = usePlatformList('platform/theme/get');
  const set = usePlatformChange('platform/theme/set');
  const [picked, setPicked] = useState<number | null>(null);
  const current = state.data?.current;
  const choice = picked ?? current ?? null;
  return (
    <form
      className={`${styles.card} ${styles.column}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (choice !== null) set.mutate({ value: choice });
      }}
    >
      {state.data ? (
        <p className={styles.muted}>
          当前主题：{labelOf(state.data.current)}
          {state.data.saved ? '' : `（未设置，使用默认：${labelOf(state.data.fallback)}）`}
        </p>
      ) : null}
      <fieldset className={styles.column}>
        <legend>选择节日主题</legend>
        {THEMES.map((t) => (
          <label key={t.value} className={own.row}>
            <input
              className={own.check}
              type="radio"
              name="theme"
              value={t.value}
              checked={choice === t.value}
              onChange={() => setPicked(t.value)}
            />
            {t.label}
            {t.value === current ? '（使用中）' : ''}
          </label>
        ))}
      </fieldset>
      {set.error ? (
        <p className={styles.error} role="alert">
          {set.error instanceof AdminCallError ? set.error.tip : '保存失败，请重试'}
        </p>
      ) : null}
      {set.isSuccess && !set.isPending ? (
        <p className={own.saved} role="status">
          已切换为{labelOf(set.data.current)}，1分钟内对用户生效
        </p>
      ) : null}
      <div className={own.actions}>
        <button type="submit" className={styles.button} disabled={set.isPending || choice === null}>
          应用主题
        </button>
      </div>
    </form>
  );
}
