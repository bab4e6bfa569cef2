'use client';
// /mine/pointLevel: my points earned and level, what is left to spend, the way to 积分兑换, the
// way to the next level, and the rules (lib/domain/welfare/points.ts: the origin counts with the same).
import { useQuery } from '@tanstack/react-query';

import { IntentLink } from '@/components/ui/intent-link';
import { useOnlineTimeFlush } from '@/lib/api/account/online-time';
import { pointsGoodsQuery } from '@/lib/api/welfare/points';
import { LEVELS, pointLevel } from '@/lib/domain/welfare/point-level';
import { POINTS_PER_TASK, SECONDS_PER_POINT } from '@/lib/domain/welfare/points';

import cellStyles from '../parts/cells.module.css';
import panelStyles from '../parts/panels.module.css';
import { SubPage } from '../parts/sub-page';

export const POINT_EXCHANGE_PATH = '/mine/pointExchange';

export function PointLevelScreen() {
  const { data } = useQuery(pointsGoodsQuery());
  const points = data?.points ?? null;
  const view = pointLevel(points?.earned ?? 0);
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
            <dt>累计积分</dt>
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
      <h2 className={panelStyles.heading}>积分兑换</h2>
      <ul className={cellStyles.group} aria-label="积分兑换">
        <li>
          <IntentLink href={POINT_EXCHANGE_PATH} className={cellStyles.cell}>
            <span className={cellStyles.cellLabel}>积分兑换</span>
            <span className={cellStyles.cellValue} data-testid="points-balance">
              可用 {points?.balance ?? 0} 积分
            </span>
          </IntentLink>
        </li>
      </ul>
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
        在线观看与浏览每满{SECONDS_PER_POINT / 60}分钟获得1积分；每领取一个福利任务奖励获得
        {POINTS_PER_TASK}积分。等级按累计积分计算，兑换消耗的是可用积分，不影响等级。
      </p>
    </SubPage>
  );
}
