// Lighthouse (12, mobile defaults: emulated phone, simulated slow 4G and 4× CPU) on every route
// of routes.mjs in the production build, against the hello-world app built by the same Next, in
// Debian's Chromium (a fresh browser and profile per audit). The audits run in rounds: each
// round audits hello-world, then every route (the order rotated by one per round), so the
// machine's drift over the run reaches all pages alike. Each figure is the median of its page's
// audits; the routes are judged against the committed baseline (regression.mjs), not fixed goals.
import lighthouse from 'lighthouse';

import { launchDebuggable } from './chromium.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { compare, machineBusier, median, overHello, summarize } from './regression.mjs';
import { checkTable, lighthouseSection } from './lh-report.mjs';

export const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * `--update-baseline` records over twice the rounds: every later check is judged against it,
 * and a baseline median of 3 that happened to be lucky would fail them all
 * (docs/decisions/0020-benchmarks-as-regression-guard.md).
 */
export const BASELINE_ROUNDS = Number(
  process.env.BENCH_BASELINE_RUNS ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 6,
);
/**
 * A route that fails the check is audited again, beside hello-world, for this many more rounds
 * and judged on all its audits: on this machine one median of 3 in a few strays past the
 * margins on an unchanged tree (docs/decisions/0020-benchmarks-as-regression-guard.md), a real
 * regression fails twice.
 */
export const CONFIRM_ROUNDS = Number(process.env.BENCH_CONFIRM_RUNS ?? 3);

export async function audit(url, port) {
  const browser = await launchDebuggable(port);
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
      warnings: lhr.runWarnings ?? [],
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      // The observed (unthrottled) main thread's busy time: steadier than Lantern's TBT for A/B.
      mainThreadMs: (lhr.audits['main-thread-tasks']?.details?.items ?? []).reduce(
        (sum, task) => sum + task.duration,
        0,
      ),
    };
  } finally {
    await browser.stop();
  }
}

/**
 * Audits `pages` (`{ name, url }`, hello-world first) in `rounds` rounds. A failed audit is
 * logged and left out (a loaded machine sometimes loses one); a page none of whose audits
 * succeeded carries the last error instead.
 */
async function auditRounds(pages, rounds, debugPort, audits = new Map(), first = 0) {
  for (const page of pages) {
    if (!audits.has(page.name)) audits.set(page.name, { ok: [], errors: [] });
  }
  const [hello, ...routes] = pages;
  for (let r = first; r < first + rounds; r += 1) {
    const shift = r % routes.length;
    const order = [hello, ...routes.slice(shift), ...routes.slice(0, shift)];
    for (const page of order) {
      const started = Date.now();
      const entry = audits.get(page.name);
      try {
        const a = await audit(page.url, debugPort);
        entry.ok.push(a);
        console.log(
          `[bench] lighthouse ${page.name} #${r + 1}: score ${a.score}, LCP ${a.lcp.toFixed(0)} ms, ` +
            `TBT ${a.tbt.toFixed(0)} ms, CLS ${a.cls.toFixed(3)} (${Date.now() - started} ms)`,
        );
      } catch (error) {
        entry.errors.push(String(error?.message ?? error));
        console.error(`[bench] lighthouse ${page.name} #${r + 1} failed: ${entry.errors.at(-1)}`);
      }
    }
  }
  return audits;
}

/**
 * Measures hello-world and `routes` (resolved by routes.mjs), compares them with `baseline`
 * (null: none yet; `confirm`: re-measure a failing route before the verdict) and returns the
 * run (`baselineFrom` input), the comparison, the markdown section for docs/benchmarks.md and
 * the console table.
 */
export async function benchLighthouse({
  routes,
  helloUrl,
  debugPort,
  baseline,
  rounds = ROUNDS,
  confirm = true,
}) {
  const started = Date.now();
  const pages = [{ name: 'hello-world', url: helloUrl }, ...routes];
  const audits = await auditRounds(pages, rounds, debugPort);
  const helloAudits = audits.get('hello-world');
  if (helloAudits.ok.length === 0) {
    throw new Error(`no hello-world audit succeeded: ${helloAudits.errors.at(-1)}`);
  }
  const hello = summarize(helloAudits.ok);
  const judge = (name, reference) => {
    const { ok, errors } = audits.get(name);
    return ok.length ? overHello(summarize(ok), reference) : { error: errors.at(-1) };
  };
  const summaries = Object.fromEntries(routes.map(({ name }) => [name, judge(name, hello)]));
  let comparison = compare(baseline, summaries);
  const suspects = comparison.rows.filter((row) => row.status === 'fail').map((row) => row.name);
  let confirmed = [];
  if (confirm && suspects.length && CONFIRM_ROUNDS > 0) {
    console.log(`[bench] lighthouse: ${suspects.join(', ')} failed; ${CONFIRM_ROUNDS} more rounds`);
    const again = [pages[0], ...routes.filter(({ name }) => suspects.includes(name))];
    await auditRounds(again, CONFIRM_ROUNDS, debugPort, audits, rounds);
    // Judged against hello-world's audits of the whole run, the new ones included.
    const helloAll = summarize(helloAudits.ok);
    for (const name of suspects) summaries[name] = judge(name, helloAll);
    comparison = compare(baseline, summaries);
    confirmed = suspects;
  }
  const js = {};
  for (const page of pages) {
    js[page.name] = await firstLoadJs(page.url).then(
      (r) => r.gzipKb,
      () => Number.NaN,
    );
  }
  const all = [...audits.values()].flatMap((entry) => entry.ok);
  const run = {
    recorded: new Date().toISOString(),
    rounds,
    cpuIndex: median(all.map((a) => a.benchmarkIndex)),
    hello,
    routes: Object.fromEntries(Object.entries(summaries).filter(([, s]) => !s.error)),
  };
  const failed = [...audits.values()].reduce((sum, entry) => sum + entry.errors.length, 0);
  const facts = {
    rounds,
    confirmed,
    minutes: (Date.now() - started) / 60_000,
    audits: all.length + failed,
    failed,
    warnings: [...new Set(all.flatMap((a) => a.warnings))],
    lcpElements: Object.fromEntries(
      routes.map(({ name }) => [
        name,
        audits
          .get(name)
          .ok.map((a) => a.lcpElement)
          .find(Boolean),
      ]),
    ),
    urls: Object.fromEntries(pages.map((page) => [page.name, page.url])),
  };
  return {
    run,
    comparison,
    ok: comparison.ok,
    busier: machineBusier(run, baseline) !== null,
    md: lighthouseSection({ run, comparison, baseline, js, facts }),
    table: checkTable({ run, comparison, baseline, facts }),
  };
}
