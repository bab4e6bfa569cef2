// The Lighthouse regression rule of `npm run bench -- --check` (pure, no I/O): medians and
// spreads of a run, the baseline recorded from one, and the comparison of a run with the
// committed baseline (docs/bench-baseline.json). Why these margins:
// docs/decisions/0020-benchmarks-as-regression-guard.md.

/**
 * A route fails when its median score falls more than `scoreMargin` points below its baseline,
 * or its median TBT over hello-world's grows past baseline × (1 + tbtGrowth) + tbtAllowanceMs
 * (a baseline below zero counts as zero). The allowance keeps small figures from failing on
 * noise alone: +40 ms → +70 ms is +75 % but well inside one run's spread. The machine counts as
 * busier than at the baseline when hello-world's score is more than `busierHelloDrop` points
 * below its own baseline, or Lighthouse's CPU index is under `busierCpuRatio` of the baseline's.
 */
export const RULES = {
  scoreMargin: 10,
  tbtGrowth: 0.5,
  tbtAllowanceMs: 400,
  busierHelloDrop: 4,
  busierCpuRatio: 0.8,
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Largest minus smallest: how far one run's audits of a page disagree. */
export const spread = (values) => (values.length ? Math.max(...values) - Math.min(...values) : 0);

const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls'];

/** Medians of a page's audits (each `{ score, fcp, lcp, tbt, cls }`), with the run's spread. */
export function summarize(audits) {
  if (audits.length === 0) throw new Error('no audit to summarize');
  const out = { runs: audits.length };
  for (const key of METRICS) out[key] = median(audits.map((a) => a[key]));
  out.scoreSpread = spread(audits.map((a) => a.score));
  out.tbtSpread = spread(audits.map((a) => a.tbt));
  return out;
}

/** A route's summary with its TBT over hello-world's, both medians of the same run. */
export const overHello = (route, hello) => ({ ...route, tbtOverHello: route.tbt - hello.tbt });

const round = (value, digits = 0) => Number(value.toFixed(digits));

/**
 * The baseline file's content from one run. `previous` keeps the routes this run did not
 * measure (a run limited with BENCH_ROUTES updates only its own).
 */
export function baselineFrom({ hello, routes, rounds, cpuIndex, recorded }, previous = null) {
  const entry = (s) => ({
    score: s.score,
    scoreSpread: s.scoreSpread,
    tbt: round(s.tbt),
    tbtSpread: round(s.tbtSpread),
    lcp: round(s.lcp),
    cls: round(s.cls, 3),
  });
  const measured = Object.fromEntries(
    Object.entries(routes).map(([name, s]) => [
      name,
      { ...entry(s), tbtOverHello: round(s.tbtOverHello) },
    ]),
  );
  return {
    recorded,
    rounds,
    cpuIndex: round(cpuIndex),
    hello: entry(hello),
    routes: { ...(previous?.routes ?? {}), ...measured },
  };
}

/** The TBT-over-hello-world figure a route may reach before it counts as a regression. */
export const tbtLimit = (base, rules = RULES) =>
  Math.max(base, 0) * (1 + rules.tbtGrowth) + rules.tbtAllowanceMs;

/**
 * Compares a run's routes (name → summary with tbtOverHello, or `{ error }` when no audit of
 * it succeeded) with the baseline. Routes the baseline lacks pass as `new`; baseline routes
 * the run did not measure are listed as `missing` and do not fail the check (a run may be
 * limited to some routes).
 */
export function compare(baseline, routes, rules = RULES) {
  const rows = [];
  for (const [name, now] of Object.entries(routes)) {
    const base = baseline?.routes?.[name];
    if (now.error) {
      rows.push({ name, status: 'fail', reasons: [`no Lighthouse run succeeded: ${now.error}`] });
      continue;
    }
    if (!base) {
      rows.push({ name, status: 'new', reasons: [], now });
      continue;
    }
    const reasons = [];
    const scoreFloor = base.score - rules.scoreMargin;
    if (now.score < scoreFloor) {
      reasons.push(
        `score ${now.score} < ${scoreFloor} (baseline ${base.score} − ${rules.scoreMargin})`,
      );
    }
    const limit = tbtLimit(base.tbtOverHello, rules);
    if (now.tbtOverHello > limit) {
      reasons.push(
        `TBT over hello-world ${Math.round(now.tbtOverHello)} ms > ${Math.round(limit)} ms ` +
          `(baseline ${Math.round(base.tbtOverHello)} ms)`,
      );
    }
    rows.push({ name, status: reasons.length ? 'fail' : 'pass', reasons, now, base, limit });
  }
  for (const name of Object.keys(baseline?.routes ?? {})) {
    if (!(name in routes)) rows.push({ name, status: 'missing', reasons: [] });
  }
  return { ok: rows.every((row) => row.status !== 'fail'), rows };
}

/**
 * Whether this run's machine was busier than the baseline's (null when not, or no baseline):
 * Lighthouse's 4× slowdown applies on top of the machine's speed, so then every route is pulled
 * down with it and a failure may be the machine's, not the code's.
 */
export function machineBusier(run, baseline, rules = RULES) {
  if (!baseline) return null;
  const helloDrop = baseline.hello.score - run.hello.score;
  const cpuRatio = run.cpuIndex / baseline.cpuIndex;
  if (helloDrop <= rules.busierHelloDrop && !(cpuRatio < rules.busierCpuRatio)) return null;
  return { helloDrop, cpuRatio };
}

/** `▲ +3` / `▼ −5` / `= 0`: the direction of the number itself (for TBT, ▲ is worse). */
export function change(now, base, digits = 0) {
  const diff = round(now - base, digits);
  if (diff === 0) return '= 0';
  const text = Math.abs(diff).toFixed(digits);
  return diff > 0 ? `▲ +${text}` : `▼ −${text}`;
}
