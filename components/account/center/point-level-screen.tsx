'use client';
// /mine/pointLevel: my points and level (from the time spent in the app), the way to the next
// level, and the rules.
import { useQuery } from '@tanstack/react-query';

import { ownUserQuery } from '@/lib/api/account/center';
import { useOnlineTimeFlush } from '@/lib/api/account/online-time';
import { LEVELS, pointLevel, SECONDS_PER_POINT } from '@/lib/domain/point-level';

import cellStyles from '../parts/cells.module.css';
import panelStyles from '../parts/panels.module.css';
import { SubPage } from '../parts/sub-page';

export function PointLevelScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const view = pointLevel(user?.onlineSeconds ?? 0);
  // Points count the time up to now, not up to the last minute's report.
  useOnlineTimeFlush();
  return (
    <SubPage title="等级积分">
      <section className={panelStyles.card} aria-label="我的等级">
        <dl className={panelStyles.stats}>
          <div>
            <dt>当前等级</dt>
            <dd>
              Lv{view.level} {view.name}
            </dd>
          </div>
          <div>
            <dt>积分</dt>
            <dd data-testid="points">{view.points}</dd>
          </div>
          <div>
            <dt>距下一级</dt>
            <dd>{view.toNext === null ? '已满级' : view.toNext}</dd>
          </div>
        </dl>
        <progress
          className={panelStyles.progress}
          value={view.progress}
          max={1}
          aria-label="升级进度"
        />
      </section>
      <h2 className={panelStyles.heading}>等级说明</h2>
      <ul className={cellStyles.group} aria-label="等级说明">
        {LEVELS.map((entry) => (
          <li key={entry.level} className={cellStyles.cell}>
            <span className={cellStyles.cellLabel}>
              Lv{entry.level} {entry.name}
            </span>
            <span className={cellStyles.cellValue}>{entry.points}积分</span>
          </li>
        ))}
      </ul>
      <h2 className={panelStyles.heading}>积分规则</h2>
      <p className={panelStyles.note}>
        在线观看与浏览每满{SECONDS_PER_POINT / 60}
        分钟获得1积分，每日在线时长按实际使用时间累计。积分只增不减，等级随积分自动提升。
      </p>
    </SubPage>
  );
}
