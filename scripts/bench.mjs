#!/usr/bin/env node
// `npm run bench`: speed and memory goals as ratios against baselines measured in the same
// run, written to docs/benchmarks.md. Never part of `npm test`.
// BENCH_ONLY=bff (comma-separated section names) runs a subset and only prints it: the file is
// rewritten only by a full run. BENCH_PORT / BENCH_ORIGIN_PORT move the stack (default 3900/4900).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBff } from './bench/bff.mjs';
import { cpuProbe } from './bench/cpu.mjs';
import { startStack } from './bench/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keys = {
  SIGN_KEY: randomBytes(32).toString('hex'),
  REQUEST_KEY: randomBytes(32).toString('hex'),
  RESPONSE_KEY: randomBytes(32).toString('hex'),
};

// Each section measures against the running stack and returns { md, ok }.
const SECTIONS = {
  bff: (stack) =>
    benchBff({
      webUrl: stack.webUrl,
      originUrl: stack.originUrl,
      signKey: keys.SIGN_KEY,
      probe: cpuProbe(stack.pid),
    }),
};

function chosenSections() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`,
    );
  }
  return only.length > 0 ? only : Object.keys(SECTIONS);
}

async function main() {
  const names = chosenSections();
  const full = names.length === Object.keys(SECTIONS).length;
  const sections = [];
  const stack = await startStack(root, {
    port: Number(process.env.BENCH_PORT ?? 3900),
    originPort: Number(process.env.BENCH_ORIGIN_PORT ?? 4900),
    // Rate limits are a product rule, not what this run measures: lift them for the load.
    env: {
      ...keys,
      START_ENCRYPT_HTTP: '1',
      RATE_LIMIT_IP_PER_MINUTE: '10000000',
      RATE_LIMIT_DEVICE_PER_MINUTE: '10000000',
    },
  });
  let ok = true;
  try {
    for (const name of names) {
      const result = await SECTIONS[name](stack);
      sections.push(result.md);
      ok &&= result.ok;
    }
  } finally {
    await stack.stop();
  }
  const header = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()} — ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Figures are one run on a ` +
      'shared machine: read the ratios, not the absolute numbers.',
    '',
  ];
  if (full) writeFileSync(join(root, 'docs', 'benchmarks.md'), [...header, ...sections].join('\n'));
  else console.log(`(BENCH_ONLY=${names.join(',')}: docs/benchmarks.md left as it was)`);
  console.log([...header, ...sections].join('\n'));
  console.log(ok ? 'bench: all goals met' : 'bench: some goals missed (see above)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
