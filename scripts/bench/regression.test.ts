import { describe, expect, it } from 'vitest';

import {
  type Baseline,
  type Run,
  RULES,
  baselineFrom,
  change,
  compare,
  machineBusier,
  median,
  overHello,
  spread,
  summarize,
  tbtLimit,
} from './regression.mjs';

const audit = (score: number, tbt: number) => ({ score, tbt, fcp: 900, lcp: 2000, cls: 0.01 });
const entry = { scoreSpread: 4, tbt: 900, tbtSpread: 200, lcp: 2000, cls: 0.01 };

function baseline(routes: Record<string, { score: number; tbtOverHello: number }>): Baseline {
  return {
    recorded: '2026-01-01T00:00:00.000Z',
    rounds: 3,
    cpuIndex: 1400,
    hello: { ...entry, score: 95, tbt: 250 },
    routes: Object.fromEntries(
      Object.entries(routes).map(([name, r]) => [name, { ...entry, ...r }]),
    ),
  };
}

const route = (score: number, tbtOverHello: number) => ({
  ...summarize([audit(score, 250 + tbtOverHello)]),
  tbtOverHello,
});

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('spread is the largest minus the smallest, 0 for nothing', () => {
    expect(spread([70, 62, 81])).toBe(19);
    expect(spread([])).toBe(0);
  });
});

describe('summarize and overHello', () => {
  it('gives each metric its median and the run its spread', () => {
    const s = summarize([audit(70, 800), audit(60, 1200), audit(75, 700)]);
    expect(s).toMatchObject({ runs: 3, score: 70, tbt: 800, scoreSpread: 15, tbtSpread: 500 });
  });

  it('refuses an empty list', () => {
    expect(() => summarize([])).toThrow();
  });

  it("subtracts hello-world's median TBT from the route's", () => {
    const hello = summarize([audit(95, 250), audit(93, 300), audit(96, 200)]);
    const home = summarize([audit(70, 900), audit(72, 1000), audit(65, 1100)]);
    expect(overHello(home, hello).tbtOverHello).toBe(750);
  });
});

describe('compare', () => {
  const base = baseline({
    '/home': { score: 70, tbtOverHello: 1000 },
    '/mine': { score: 90, tbtOverHello: 40 },
  });

  it('passes a run inside the margins', () => {
    const result = compare(base, { '/home': route(63, 1400), '/mine': route(82, 70) });
    expect(result.ok).toBe(true);
    expect(result.rows.map((r) => r.status)).toEqual(['pass', 'pass']);
  });

  it(`fails a score more than ${RULES.scoreMargin} points below its baseline`, () => {
    const floor = 70 - RULES.scoreMargin;
    expect(compare(base, { '/home': route(floor, 1000) }).ok).toBe(true);
    const result = compare(base, { '/home': route(floor - 1, 1000), '/mine': route(90, 40) });
    expect(result.ok).toBe(false);
    expect(result.rows[0]).toMatchObject({ name: '/home', status: 'fail' });
    expect(result.rows[0]?.reasons[0]).toBe(
      `score ${floor - 1} < ${floor} (baseline 70 − ${RULES.scoreMargin})`,
    );
  });

  it('fails TBT over hello-world grown past 1.5 × baseline + the allowance', () => {
    const limit = 1000 * 1.5 + RULES.tbtAllowanceMs;
    expect(tbtLimit(1000)).toBe(limit);
    const over = compare(base, { '/home': route(70, limit + 1) });
    expect(over.ok).toBe(false);
    expect(over.rows[0]?.reasons[0]).toMatch(/TBT over hello-world/);
    expect(compare(base, { '/home': route(70, limit) }).ok).toBe(true);
  });

  it('lets a small figure grow by the allowance: +40 ms → +70 ms is no failure', () => {
    expect(compare(base, { '/mine': route(90, 70) }).ok).toBe(true);
    expect(compare(base, { '/mine': route(90, 60 + RULES.tbtAllowanceMs + 1) }).ok).toBe(false);
  });

  it('counts a baseline below hello-world as zero', () => {
    expect(tbtLimit(-80)).toBe(RULES.tbtAllowanceMs);
  });

  it('gives both reasons when both figures regressed', () => {
    const result = compare(base, { '/home': route(50, 3000) });
    expect(result.rows[0]?.reasons).toHaveLength(2);
  });

  it('fails a route none of whose audits succeeded', () => {
    const result = compare(base, { '/home': { error: 'NO_FCP' } });
    expect(result.ok).toBe(false);
    expect(result.rows[0]?.reasons[0]).toMatch(/NO_FCP/);
  });

  it('passes a route the baseline lacks as new, and lists unmeasured ones as missing', () => {
    const result = compare(base, { '/game': route(40, 5000) });
    expect(result.ok).toBe(true);
    expect(result.rows.map((r) => [r.name, r.status])).toEqual([
      ['/game', 'new'],
      ['/home', 'missing'],
      ['/mine', 'missing'],
    ]);
  });

  it('with no baseline at all, every route is new', () => {
    expect(compare(null, { '/home': route(10, 9000) })).toMatchObject({
      ok: true,
      rows: [{ status: 'new' }],
    });
  });

  it('uses the rules it is given', () => {
    const strict = { ...RULES, scoreMargin: 0, tbtGrowth: 0, tbtAllowanceMs: 0 };
    expect(compare(base, { '/home': route(69, 1000) }, strict).ok).toBe(false);
  });
});

describe('baselineFrom', () => {
  const hello = summarize([audit(95, 250)]);
  const run: Run = {
    recorded: '2026-02-02T00:00:00.000Z',
    rounds: 3,
    cpuIndex: 1371.4,
    hello,
    routes: { '/home': overHello(summarize([audit(70, 1250.6)]), hello) },
  };

  it('records medians, spreads and TBT over hello-world, rounded', () => {
    const next = baselineFrom(run);
    expect(next).toMatchObject({ rounds: 3, cpuIndex: 1371, hello: { score: 95, tbt: 250 } });
    expect(next.routes['/home']).toEqual({
      score: 70,
      scoreSpread: 0,
      tbt: 1251,
      tbtSpread: 0,
      lcp: 2000,
      cls: 0.01,
      tbtOverHello: 1001,
    });
  });

  it('keeps the routes of the previous baseline this run did not measure', () => {
    const previous = baseline({
      '/mine': { score: 90, tbtOverHello: 40 },
      '/home': { score: 1, tbtOverHello: 1 },
    });
    const next = baselineFrom(run, previous);
    expect(Object.keys(next.routes).sort()).toEqual(['/home', '/mine']);
    expect(next.routes['/home']?.score).toBe(70);
  });
});

describe('machineBusier', () => {
  const base = baseline({});
  const run = (score: number, cpuIndex: number) => ({
    hello: summarize([audit(score, 250)]),
    cpuIndex,
  });

  it("is null on a machine like the baseline's, or with no baseline", () => {
    expect(machineBusier(run(95, 1400), base)).toBeNull();
    expect(
      machineBusier(run(95 - RULES.busierHelloDrop, 1400 * RULES.busierCpuRatio), base),
    ).toBeNull();
    expect(machineBusier(run(50, 100), null)).toBeNull();
  });

  it("says so when hello-world fell below its baseline, or Lighthouse's CPU index did", () => {
    expect(machineBusier(run(95 - RULES.busierHelloDrop - 1, 1400), base)).toEqual({
      helloDrop: RULES.busierHelloDrop + 1,
      cpuRatio: 1,
    });
    expect(machineBusier(run(97, 700), base)).toEqual({ helloDrop: -2, cpuRatio: 0.5 });
  });
});

describe('change', () => {
  it('marks the direction of the figure and its size', () => {
    expect(change(75, 70)).toBe('▲ +5');
    expect(change(62, 70)).toBe('▼ −8');
    expect(change(70.2, 70)).toBe('= 0');
    expect(change(0.012, 0.01, 3)).toBe('▲ +0.002');
  });
});
