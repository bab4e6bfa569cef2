import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { compare, type Baseline } from './regression.mjs';
import { ROUTES } from './routes.mjs';

const baseline = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'bench-baseline.json'), 'utf8'),
) as Baseline;

describe('the bench route list', () => {
  it('measures the screens added since the baseline (issue 36 item 5), each with a real id where it needs one', () => {
    const byName = new Map(ROUTES.map((route) => [route.name, route]));
    expect(byName.has('/mine/recharge')).toBe(true);
    expect(byName.has('/ai/generate')).toBe(true);
    expect(byName.get('/community/postDetail')?.query).toBeTypeOf('function');
    expect(byName.get('/liveTv/livePlay')?.query).toBeTypeOf('function');
  });

  it('names each route once', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('passes a route with no baseline as new in the check, never as a failure', () => {
    const summary = { score: 50, fcp: 1, lcp: 1, tbt: 900, cls: 0, runs: 3, scoreSpread: 0 };
    const run = Object.fromEntries(
      ROUTES.map((r) => [r.name, { ...summary, tbtSpread: 0, tbtOverHello: 0 }]),
    );
    // The committed baseline as it was before a route joined the bench: the route not in it.
    const added = ['/mine/recharge', '/community/postDetail', '/liveTv/livePlay', '/shortVideo'];
    const before = {
      ...baseline,
      routes: Object.fromEntries(
        Object.entries(baseline.routes).filter(([name]) => !added.includes(name)),
      ),
    } as Baseline;
    const result = compare(before, run);
    const status = new Map(result.rows.map((row) => [row.name, row.status]));
    for (const name of added) expect(status.get(name)).toBe('new');
    // A route the baseline has is judged: this run's score 50 fails it.
    expect(status.get('/home')).toBe('fail');
  });

  it('judges every route of the list against the committed baseline', () => {
    for (const route of ROUTES) expect(baseline.routes).toHaveProperty([route.name]);
  });
});
