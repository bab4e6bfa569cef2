#!/usr/bin/env node
// `npm run bench`: speed and memory figures as ratios against baselines measured in the same
// run, written to docs/benchmarks.md. Never part of `npm test` or CI (too slow and noisy on the
// 2-core machine). The Lighthouse part is a regression guard: every route of
// scripts/bench/routes.mjs against hello-world, compared with docs/bench-baseline.json.
//   --check                            the Lighthouse part only: prints the table, writes
//                                      nothing, exits 1 when a route regressed (2 when the
//                                      machine was also busier than at the baseline)
//   --update-baseline                  the Lighthouse part only: records the baseline from this
//                                      run (and the section of docs/benchmarks.md)
//   BENCH_ONLY=bff,lighthouse,images   run only these parts (the others' sections are kept);
//   --only community                   the same as an argument (parts: bff, bff-stream,
//                                      lighthouse, images, video, short-video, community,
//                                      first-card)
//   BENCH_ROUTES=/home,/mine           Lighthouse on these routes only
//   BENCH_LIGHTHOUSE_RUNS=3            Lighthouse rounds (BENCH_BASELINE_RUNS=6 when recording,
//                                      BENCH_CONFIRM_RUNS=3 more for a route that failed)
//   BENCH_PORT / BENCH_ORIGIN_PORT     the app's ports (3900 / 4900); the hello-world app takes
//                                      BENCH_PORT + 1, Chromium's debugging port BENCH_PORT + 2
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS, parseArgs } from './bench/args.mjs';
import { benchBff } from './bench/bff.mjs';
import { benchBffStream } from './bench/bff-stream.mjs';
import { benchCommunity } from './bench/community.mjs';
import { SERVER_NICE, cpuProbe, setTreePriority } from './bench/cpu.mjs';
import { buildHello, startHello } from './bench/hello.mjs';
import { benchFirstCard } from './bench/first-card.mjs';
import { benchImages } from './bench/images.mjs';
import { BASELINE_ROUNDS, ROUNDS, audit, benchLighthouse } from './bench/lighthouse.mjs';
import { baselineFrom } from './bench/regression.mjs';
import { resolveRoutes } from './bench/routes.mjs';
import { startStack } from './bench/stack.mjs';
import { benchShortVideo } from './bench/short-video.mjs';
import { benchVideo } from './bench/video.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'benchmarks.md');
const baselinePath = join(root, 'docs', 'bench-baseline.json');
const { check, updateBaseline, only, routeNames } = parseArgs(process.argv.slice(2), process.env);
const wanted = (part) => only.length === 0 || only.includes(part);
const port = Number(process.env.BENCH_PORT ?? 3900);
const originPort = Number(process.env.BENCH_ORIGIN_PORT ?? 4900);
const keys = {
  SIGN_KEY: randomBytes(32).toString('hex'),
  REQUEST_KEY: randomBytes(32).toString('hex'),
  RESPONSE_KEY: randomBytes(32).toString('hex'),
};

const NOTES_MARK = '<!-- notes: written by hand, kept by the bench -->';

/** Sections of the current file by part, so a partial run replaces only its own. */
function previousSections() {
  if (!existsSync(out)) return {};
  const text = readFileSync(out, 'utf8');
  const sections = {};
  for (const part of PARTS) {
    const match = new RegExp(
      `<!-- bench:${part} -->\\n([\\s\\S]*?)(?=<!-- bench:|${NOTES_MARK}|$)`,
    ).exec(text);
    if (match) sections[part] = match[1].trimEnd() + '\n';
  }
  // Findings written by hand (no part measures them): kept as they are, after the parts.
  const notes = text.indexOf(NOTES_MARK);
  if (notes >= 0) sections.notes = text.slice(notes + NOTES_MARK.length).trim() + '\n';
  return sections;
}

const readBaseline = () =>
  existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : null;

/**
 * Writes the run as the baseline when asked to, or when there is none yet (the first run of a
 * fresh tree). Otherwise the committed one stays: a baseline that followed every run would
 * take a slow drift in as the new normal.
 */
function recordBaseline(lighthouse, baseline) {
  if (!updateBaseline && baseline) return null;
  const next = baselineFrom(lighthouse.run, baseline);
  writeFileSync(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
  const failed = lighthouse.comparison.rows.filter((row) => row.status === 'fail' && !row.now);
  for (const row of failed) console.error(`[bench] ${row.name}: no audit, its baseline is kept`);
  return `- this run is now the baseline (\`docs/bench-baseline.json\`)${
    baseline ? '; the marks compare it with the one it replaced' : ''
  }`;
}

/** The app's stack for the run, with the limits that are not what it measures lifted. */
function startBenchStack() {
  return startStack(root, {
    port,
    originPort,
    // Rate limits are a product rule, not what this run measures: lift them for the load.
    env: {
      ...keys,
      START_ENCRYPT_HTTP: '1',
      RATE_LIMIT_IP_PER_MINUTE: '10000000',
      RATE_LIMIT_DEVICE_PER_MINUTE: '10000000',
      BFF_SERVED_READS_PER_MINUTE: '10000000',
      GUEST_PER_IP_PER_MINUTE: '10000',
    },
  });
}

/** Runs `measure` with the hello-world app up (its URL and pid), and stops the app after. */
async function withHello(measure) {
  const hello = await startHello(root, port + 1);
  try {
    return await measure(hello.url, hello.pid);
  } finally {
    await hello.stop();
  }
}

/** Every route against hello-world, compared with the baseline (more rounds when recording). */
async function measureLighthouse(stack, baseline, helloUrl) {
  const routes = await resolveRoutes(stack.webUrl, routeNames);
  return benchLighthouse({
    routes,
    helloUrl,
    debugPort: port + 2,
    baseline,
    rounds: updateBaseline ? BASELINE_ROUNDS : ROUNDS,
    // Recording judges nothing: no second pass for routes that moved.
    confirm: !updateBaseline,
  });
}

/**
 * Runs every wanted part against the stack, each into its section of `sections`. Resolves the
 * Lighthouse result (null when that part did not run or failed) and whether every goal was met.
 */
async function measureParts(stack, sections, baseline) {
  let lighthouse = null;
  let ok = true;
  /** Runs one part; a part that throws is reported in its section, and the others still run. */
  const run = async (part, measure) => {
    try {
      const result = await measure();
      sections[part] = result.md;
      ok &&= result.ok;
    } catch (error) {
      console.error(`[bench] ${part} failed:`, error);
      sections[part] =
        `## ${part}\n\nThis part failed in the last run: ${String(error?.message ?? error)}\n`;
      ok = false;
    }
  };

  if (wanted('bff')) {
    await run('bff', () =>
      benchBff({
        webUrl: stack.webUrl,
        originUrl: stack.originUrl,
        signKey: keys.SIGN_KEY,
        probe: cpuProbe(stack.pid),
      }),
    );
  }
  if (wanted('bff-stream')) {
    await run('bff-stream', () =>
      benchBffStream({ webUrl: stack.webUrl, originUrl: stack.originUrl, keys }),
    );
  }
  if (wanted('lighthouse')) {
    // Kept as soon as it is measured, even if the hello-world app then fails to stop.
    await run('lighthouse', () =>
      withHello(async (helloUrl, helloPid) => {
        // A phone does not share its CPU with the servers: on this host both servers' threads
        // yield to the browser while it is audited (docs/benchmarks.md "Servers niced").
        setTreePriority([stack.pid, helloPid], SERVER_NICE);
        try {
          lighthouse = await measureLighthouse(stack, baseline, helloUrl);
        } finally {
          setTreePriority([stack.pid, helloPid], 0);
        }
        return lighthouse;
      }),
    );
  }
  if (wanted('first-card')) {
    await run('first-card', async () => {
      const routes = await resolveRoutes(stack.webUrl, ['/home', '/lld', '/play/longVideo']);
      const paths = routes.map((route) => route.url.slice(stack.webUrl.length));
      return benchFirstCard({ webUrl: stack.webUrl, routes: paths });
    });
  }
  if (wanted('images')) {
    await run('images', () =>
      benchImages({ root, webUrl: stack.webUrl, originUrl: stack.originUrl }),
    );
  }
  if (wanted('community')) {
    await run('community', () =>
      benchCommunity({ root, webUrl: stack.webUrl, stackPid: stack.pid }),
    );
  }
  if (wanted('video')) {
    await run('video', () =>
      benchVideo({
        webUrl: stack.webUrl,
        lighthouse: (url) => audit(url, port + 2),
        helloUrl: withHello,
      }),
    );
  }
  if (wanted('short-video')) {
    await run('short-video', () => benchShortVideo({ webUrl: stack.webUrl }));
  }
  return { lighthouse, ok };
}

/**
 * `--check`: the verdict and the exit code; nothing is written, so a check before saying an
 * issue is resolved leaves the tree as it was. Exit 2 (not 1) for a failure on a machine
 * busier than the baseline's: run it again.
 */
function reportCheck(lighthouse) {
  const code = lighthouse?.ok ? 0 : lighthouse?.busier ? 2 : 1;
  const verdict = !lighthouse
    ? 'the Lighthouse part failed'
    : ['no regression', 'REGRESSION', 'REGRESSION or a busy machine: run it again'][code];
  console.log(`bench --check: ${verdict}`);
  process.exitCode = code;
}

/** The head of docs/benchmarks.md: how the file is written, and on what machine. */
function reportHeader() {
  return [
    '# Benchmarks',
    '',
    'Not part of `npm test` or CI (too slow and noisy on 2 cores). `npm run bench` runs every part ' +
      'and rewrites this file; `npm run bench -- --check` runs the Lighthouse part alone, writes ' +
      'nothing and exits 1 when a route regressed against `docs/bench-baseline.json` (before ' +
      'calling an issue that touches screens resolved); `npm run bench -- --update-baseline` ' +
      'records that baseline again (and the Lighthouse section).',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()} — ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Figures are one run on a ` +
      'shared machine: read the ratios, not the absolute numbers.' +
      (only.length
        ? ` This run measured ${only.join(', ')}; other sections are from earlier runs.`
        : ''),
    '',
  ];
}

/** Records the baseline when due, rewrites docs/benchmarks.md (and prints it) and the verdict. */
function writeReport(sections, { lighthouse, baseline, ok }) {
  const recorded = lighthouse && recordBaseline(lighthouse, baseline);
  if (recorded) sections.lighthouse = `${sections.lighthouse.trimEnd()}\n${recorded}\n`;
  const body = PARTS.filter((part) => sections[part]).map(
    (part) => `<!-- bench:${part} -->\n${sections[part].trimEnd()}\n`,
  );
  if (sections.notes) body.push(`${NOTES_MARK}\n\n${sections.notes.trimEnd()}\n`);
  const text = [...reportHeader(), ...body].join('\n');
  writeFileSync(out, text);
  console.log(text);
  if (recorded) console.log('bench: baseline recorded in docs/bench-baseline.json');
  console.log(
    ok ? 'bench: all goals met, no regression' : 'bench: some goals missed or a regression (above)',
  );
}

async function main() {
  const sections = previousSections();
  const baseline = readBaseline();
  // Built before the stack starts: both builds at once would starve a small machine.
  if (wanted('lighthouse') || wanted('video')) await buildHello(root);
  const stack = await startBenchStack();
  let measured;
  try {
    measured = await measureParts(stack, sections, baseline);
  } finally {
    await stack.stop();
  }
  const { lighthouse, ok } = measured;
  if (lighthouse) console.log(`\n${lighthouse.table}\n`);
  if (check) reportCheck(lighthouse);
  else writeReport(sections, { lighthouse, baseline, ok });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
