#!/usr/bin/env node
// `npm test`: typecheck, lint, unit (with coverage) and e2e, in this order, stopping at the first
// failure, then each step's time (CI prints them with its own phases). The WebKit specs run
// where Debian's WebKitWebDriver is installed (E2E_WEBKIT=0 skips them).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Steps in a group run side by side. ESLint keeps one core busy, so the production build the e2e
// specs need runs beside it on the other (it writes the stamp that tells the e2e server not to
// build again; decision 0043). tsc runs first, alone: it reads .next/types, which the build
// rewrites. That build skips Next's own type check, the work tsc has just done.
const STEPS = [
  [['typecheck', ['run', 'typecheck']]],
  [
    ['lint', ['run', 'lint']],
    [
      'build (for e2e)',
      ['exec', '--', 'node', 'scripts/start.mjs', '--build-only'],
      { BUILD_AFTER_TYPECHECK: '1' },
    ],
  ],
  [['unit (vitest + coverage)', ['run', 'test:unit']]],
  [['e2e (playwright)', ['run', 'e2e']]],
];
if (process.env.E2E_WEBKIT === '0') {
  console.log('[test] WebKit 用例已关闭（E2E_WEBKIT=0）');
} else if (existsSync('/usr/bin/WebKitWebDriver')) {
  STEPS.push([['e2e (webkit)', ['run', 'e2e:webkit']]]);
} else {
  console.log(
    '[test] WebKitWebDriver 未安装，跳过 WebKit 用例 (apt-get install webkit2gtk-driver)',
  );
}

// Vitest's JSON record (vitest.config.ts): the failed tests, to reprint last.
const UNIT_RECORD = 'test-results/unit.json';
rmSync(UNIT_RECORD, { force: true });

/** `file › test` for each failed unit test, read from the run's JSON record. */
function failedUnitTests() {
  if (!existsSync(UNIT_RECORD)) return [];
  const record = JSON.parse(readFileSync(UNIT_RECORD, 'utf8'));
  const cwd = process.cwd() + '/';
  return (record.testResults ?? []).flatMap((file) => {
    const name = String(file.name).replace(cwd, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${name} › ${file.message ?? ''}`];
    return failed.map((t) => `${name} › ${t.fullName}`);
  });
}

/** Vitest's "Unhandled Errors" block in a step's output (it fails a run with no failed test). */
function unhandledErrors(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const at = plain.indexOf('Unhandled Errors');
  if (at < 0) return [];
  return plain.slice(at).split('\n').slice(0, 30);
}

/**
 * Runs `npm args`, keeping its last 256 KiB; resolves its status. Alone, its output passes
 * through as it comes; beside others (`held`), it is printed whole when it ends.
 */
function runStep(args, held, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let kept = '';
    const keep = (sink) => (chunk) => {
      if (!held) sink.write(chunk);
      kept = (kept + chunk.toString()).slice(-262_144);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      if (held) process.stdout.write(kept);
      resolve({ status: code ?? 1, output: kept });
    });
  });
}

const times = [];
let status = 0;
let lastOutput = '';
for (const group of STEPS) {
  const results = await Promise.all(
    group.map(async ([name, args, env]) => {
      const started = Date.now();
      const result = await runStep(args, group.length > 1, env);
      times.push([name, (Date.now() - started) / 1000]);
      return result;
    }),
  );
  const failed = results.find((result) => result.status !== 0);
  status = failed?.status ?? 0;
  lastOutput = (failed ?? results.at(-1)).output;
  if (status !== 0) break;
}
console.log('\n[test] step times');
for (const [name, seconds] of times)
  console.log(`[test]   ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)}s`);
if (status !== 0) {
  const failed = failedUnitTests();
  if (failed.length > 0) {
    console.log('\n[test] failed unit tests');
    for (const line of failed) console.log(`[test]   ${line}`);
  }
  const unhandled = unhandledErrors(lastOutput);
  if (unhandled.length > 0) {
    console.log('\n[test] unhandled errors (they fail the run)');
    for (const line of unhandled) console.log(`[test]   ${line}`);
  }
}
process.exit(status);
