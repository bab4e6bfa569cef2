#!/usr/bin/env node
// `npm run bench`: speed and memory goals as ratios against baselines measured in the same
// run, written to docs/benchmarks.md. Never part of `npm test`.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBff } from './bench/bff.mjs';
import { startStack } from './bench/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keys = {
  SIGN_KEY: randomBytes(32).toString('hex'),
  REQUEST_KEY: randomBytes(32).toString('hex'),
  RESPONSE_KEY: randomBytes(32).toString('hex'),
};

async function main() {
  const sections = [];
  const stack = await startStack(root, {
    port: 3900,
    originPort: 4900,
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
    const bff = await benchBff({
      webUrl: stack.webUrl,
      originUrl: stack.originUrl,
      signKey: keys.SIGN_KEY,
    });
    sections.push(bff.md);
    ok &&= bff.ok;
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
  writeFileSync(join(root, 'docs', 'benchmarks.md'), [...header, ...sections].join('\n'));
  console.log([...header, ...sections].join('\n'));
  console.log(ok ? 'bench: all goals met' : 'bench: some goals missed (see above)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
