// The Lighthouse part's tables: the section of docs/benchmarks.md and the table `--check`
// prints, both marked against the baseline (▲/▼ and the change) from regression.mjs's verdict.
import { RULES, change, machineBusier } from './regression.mjs';

const int = (value) => (Number.isFinite(value) ? value.toFixed(0) : '—');
const signed = (value) => (value >= 0 ? `+${int(value)}` : `−${int(-value)}`);
const VERDICT = { pass: '✅', fail: '❌ regression', new: 'new (no baseline)' };

function scoreCells(now, base) {
  return [String(now.score), base ? `${change(now.score, base.score)} (${base.score})` : '—'];
}

/** One table row per page; `js` (name → kB) adds the first-load JS column. */
function rows({ run, comparison, baseline }, js) {
  const jsCell = (name) => (js ? [Number.isFinite(js[name]) ? js[name].toFixed(1) : '—'] : []);
  const spreadCell = (s) => `${s.scoreSpread} / ${int(s.tbtSpread)}`;
  const hello = run.hello;
  const out = [
    [
      'hello-world',
      ...scoreCells(hello, baseline?.hello),
      int(hello.tbt),
      '—',
      '—',
      int(hello.lcp),
      hello.cls.toFixed(3),
      spreadCell(hello),
      ...jsCell('hello-world'),
      'reference',
    ],
  ];
  for (const row of comparison.rows) {
    if (row.status === 'missing') continue;
    if (!row.now) {
      out.push([`\`${row.name}\``, '—', '—', '—', '—', '—', '—', '—', '—', ...jsCell(row.name)]);
      out.at(-1).push('❌ no audit');
      continue;
    }
    const { now, base } = row;
    out.push([
      `\`${row.name}\``,
      ...scoreCells(now, base),
      int(now.tbt),
      signed(now.tbtOverHello),
      base
        ? `${change(now.tbtOverHello, base.tbtOverHello)} (${signed(base.tbtOverHello)}, ` +
          `limit ${signed(row.limit)})`
        : '—',
      int(now.lcp),
      now.cls.toFixed(3),
      spreadCell(now),
      ...jsCell(row.name),
      VERDICT[row.status],
    ]);
  }
  const head = [
    'page',
    'score',
    'vs baseline',
    'TBT ms',
    'TBT over hello-world ms',
    'vs baseline (limit)',
    'LCP ms',
    'CLS',
    'spread: score / TBT ms',
    ...(js ? ['JS in the HTML, kB gzip'] : []),
    'check',
  ];
  const align = head.map((_, i) => (i === 0 || i === head.length - 1 ? '---' : '---:'));
  return [head, align, ...out].map((cells) => `| ${cells.join(' | ')} |`);
}

const reasons = (comparison) =>
  comparison.rows.flatMap((row) => row.reasons.map((reason) => `- ${row.name}: ${reason}`));

/** See regression.mjs's machineBusier; `--check` exits 2 instead of 1 on such a run. */
function machineNote(run, baseline) {
  const busier = machineBusier(run, baseline);
  if (!busier) return [];
  return [
    `- the machine is busier than when the baseline was recorded (hello-world ${run.hello.score} ` +
      `against ${baseline.hello.score}, CPU index ${int(run.cpuIndex)} against ` +
      `${baseline.cpuIndex}): a failure may be the machine's; run the check again when it is quieter`,
  ];
}

const missing = (comparison) => comparison.rows.filter((row) => row.status === 'missing');

const ruleText =
  `a route regresses when its median score falls more than ${RULES.scoreMargin} points below ` +
  `its baseline, or its median TBT over hello-world's passes baseline × ` +
  `${1 + RULES.tbtGrowth} + ${RULES.tbtAllowanceMs} ms`;

/** Routes that failed the first pass were audited again; their rows count all their audits. */
function confirmedNote(facts, comparison) {
  if (!facts.confirmed.length) return [];
  const status = (name) => comparison.rows.find((row) => row.name === name)?.status;
  const verdicts = facts.confirmed.map(
    (name) => `${name} ${status(name) === 'fail' ? 'still regressed' : 'cleared'}`,
  );
  return [
    `- failed the first ${facts.rounds} rounds, audited again beside hello-world and judged on ` +
      `all their audits against all of hello-world's: ${verdicts.join(', ')}`,
  ];
}

/** The console table of `--check` (and of every run), with the verdict's reasons. */
export function checkTable({ run, comparison, baseline, facts }) {
  return [
    baseline
      ? `Baseline: docs/bench-baseline.json, recorded ${baseline.recorded} (${baseline.rounds} ` +
        `rounds, CPU index ${baseline.cpuIndex}); this run: ${run.rounds} rounds, CPU index ` +
        `${int(run.cpuIndex)}.`
      : 'No baseline yet (docs/bench-baseline.json): nothing to compare with.',
    '',
    ...rows({ run, comparison, baseline }, null),
    '',
    `Rule: ${ruleText}.`,
    ...reasons(comparison),
    ...confirmedNote(facts, comparison),
    ...machineNote(run, baseline),
    ...(missing(comparison).length
      ? [
          `Not measured in this run: ${missing(comparison)
            .map((row) => row.name)
            .join(', ')}`,
        ]
      : []),
  ].join('\n');
}

/** The Lighthouse section of docs/benchmarks.md. */
export function lighthouseSection({ run, comparison, baseline, js, facts }) {
  const urls = Object.entries(facts.urls)
    .filter(([name]) => name !== 'hello-world')
    .map(([name, url]) => `\`${url.slice(url.indexOf(name))}\``);
  return [
    '## Lighthouse: every route against hello-world, checked against the baseline (issues 4, 5, 20)',
    '',
    'Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), ' +
      `Debian Chromium headless. ${facts.rounds} rounds; each round audits the hello-world page ` +
      '(`scripts/bench/hello-app`, built by the same Next in this run) and then every route of ' +
      '`scripts/bench/routes.mjs` (the order rotated by one each round), so the drift of this ' +
      "shared machine reaches all pages alike. Every figure is the median of its page's audits; " +
      "the spread is the largest minus the smallest of the run. TBT over hello-world is the route's " +
      "median TBT minus hello-world's. JS in the HTML: the script files the HTML names, gzip " +
      'level 9, kB of 1000 bytes (not judged). Marked against the committed baseline ' +
      '(`docs/bench-baseline.json`; ▲/▼ is the direction of the figure itself, and the baseline ' +
      `in brackets): ${ruleText}. \`npm run bench -- --check\` runs this part alone and fails on ` +
      'a regression; `npm run bench -- --update-baseline` records a new baseline.',
    '',
    ...rows({ run, comparison, baseline }, js),
    '',
    baseline
      ? `- baseline recorded ${baseline.recorded} (${baseline.rounds} rounds, CPU index ` +
        `${baseline.cpuIndex})`
      : '- no baseline yet: this run has nothing to be compared with',
    ...reasons(comparison),
    ...machineNote(run, baseline),
    ...(missing(comparison).length
      ? [
          `- in the baseline, not measured: ${missing(comparison)
            .map((r) => r.name)
            .join(', ')}`,
        ]
      : []),
    `- pages measured: ${urls.join(', ')}`,
    `- Lighthouse's CPU benchmark index during the run (median): ${int(run.cpuIndex)}; its ` +
      "simulated 4× slowdown is applied on top of this machine's speed, so the hello-world " +
      "page's own score is this machine's ceiling",
    ...confirmedNote(facts, comparison),
    `- ${facts.audits} audits in ${facts.minutes.toFixed(1)} ` +
      `minutes${facts.failed ? `, ${facts.failed} of them failed and left out` : ''}`,
    ...Object.entries(facts.lcpElements)
      .filter(([, snippet]) => snippet)
      .map(([name, snippet]) => `- LCP element of ${name}: \`${snippet.replace(/`/g, "'")}\``),
    ...(facts.warnings.length ? [`- Lighthouse warnings: ${facts.warnings.join('; ')}`] : []),
    '',
  ].join('\n');
}
