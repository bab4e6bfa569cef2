// 等级积分: the level is the highest whose threshold the points earned reach (all time: spending
// points in the exchange never lowers a level). How points are earned: lib/domain/welfare/points.ts.

export const LEVELS: readonly { level: number; name: string; points: number }[] = [
  { level: 1, name: '新手', points: 0 },
  { level: 2, name: '影迷', points: 30 },
  { level: 3, name: '资深影迷', points: 120 },
  { level: 4, name: '观影达人', points: 360 },
  { level: 5, name: '骨灰影迷', points: 1000 },
];

export interface PointLevel {
  points: number;
  level: number;
  name: string;
  /** Points still needed for the next level, or null at the top. */
  toNext: number | null;
  /** 0–1 of the way from this level's threshold to the next. */
  progress: number;
}

/** The level of `earned` points (pointsEarned of lib/domain/welfare/points). */
export function pointLevel(earned: number): PointLevel {
  const points = Math.max(0, Math.floor(Number(earned) || 0));
  let index = 0;
  LEVELS.forEach((entry, i) => {
    if (points >= entry.points) index = i;
  });
  const current = LEVELS[index]!;
  const next = LEVELS[index + 1];
  return {
    points,
    level: current.level,
    name: current.name,
    toNext: next ? next.points - points : null,
    progress: next ? (points - current.points) / (next.points - current.points) : 1,
  };
}
