#!/usr/bin/env node
// `npm run bench`: speed and memory goals as ratios against baselines measured in the same
// run, written to docs/benchmarks.md. Never part of `npm test`.
//   BENCH_ONLY=bff,lighthouse,images   run only these parts (the others' sections are kept)
//   BENCH_PORT / BENCH_ORIGIN_PORT     the app's ports (3900 / 4900); the hello-world app takes
//                                      BENCH_PORT + 1, Chromium's debugging port BENCH_PORT + 2
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBff } from './bench/bff.mjs';
import { cpuProbe } from './bench/cpu.mjs';
import { buildHello, startHello } from './bench/hello.mjs';
import { benchImages } from './bench/images.mjs';
import { audit, benchLighthouse } from './bench/lighthouse.mjs';
import { startStack } from './bench/stack.mjs';
import { benchVideo } from './bench/video.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'benchmarks.md');
const PARTS = ['bff', 'lighthouse', 'images', 'video'];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const part of only) {
  if (!PARTS.includes(part)) throw new Error(`BENCH_ONLY: unknown part "${part}" (${PARTS})`);
}
const wanted = (part) => only.length === 0 || only.includes(part);
const port = Number(process.env.BENCH_PORT ?? 3900);
const originPort = Number(process.env.BENCH_ORIGIN_PORT ?? 4900);
const keys = {
  SIGN_KEY: randomBytes(32).toString('hex'),
  REQUEST_KEY: randomBytes(32).toString('hex'),
  RESPONSE_KEY: randomBytes(32).toString('hex'),
};

/** Sections of the current file by part, so a partial run replaces only its own. */
function previousSections() {
  if (!existsSync(out)) return {};
  const text = readFileSync(out, 'utf8');
  const sections = {};
  for (const part of PARTS) {
    const match = new RegExp(`<!-- bench:${part} -->\\n([\\s\\S]*?)(?=<!-- bench:|$)`).exec(text);
    if (match) sections[part] = match[1].trimEnd() + '\n';
  }
  return sections;
}

async function main() {
  const sections = previousSections();
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

  // Built before the stack starts: both builds at once would starve a small machine.
  if (wanted('lighthouse') || wanted('video')) await buildHello(root);
  const stack = await startStack(root, {
    port,
    originPort,
    // Rate limits are a product rule, not what this run measures: lift them for the load.
    env: {
      ...keys,
      START_ENCRYPT_HTTP: '1',
      RATE_LIMIT_IP_PER_MINUTE: '10000000',
      RATE_LIMIT_DEVICE_PER_MINUTE: '10000000',
      GUEST_PER_IP_PER_MINUTE: '10000',
    },
  });
  try {
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
    if (wanted('lighthouse')) {
      await run('lighthouse', async () => {
        const hello = await startHello(root, port + 1);
        try {
          return await benchLighthouse({
            homeUrl: `${stack.webUrl}/home`,
            helloUrl: hello.url,
            debugPort: port + 2,
          });
        } finally {
          await hello.stop();
        }
      });
    }
    if (wanted('images')) {
      await run('images', () =>
        benchImages({ root, webUrl: stack.webUrl, originUrl: stack.originUrl }),
      );
    }
    if (wanted('video')) {
      await run('video', () =>
        benchVideo({
          webUrl: stack.webUrl,
          lighthouse: (url) => audit(url, port + 2),
          helloUrl: async (measure) => {
            const hello = await startHello(root, port + 1);
            try {
              return await measure(hello.url);
            } finally {
              await hello.stop();
            }
          },
        }),
      );
    }
  } finally {
    await stack.stop();
  }
  const header = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()} — ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Figures are one run on a ` +
      'shared machine: read the ratios, not the absolute numbers.' +
      (only.length
        ? ` This run measured ${only.join(', ')}; other sections are from earlier runs.`
        : ''),
    '',
  ];
  const body = PARTS.filter((part) => sections[part]).map(
    (part) => `<!-- bench:${part} -->\n${sections[part].trimEnd()}\n`,
  );
  const text = [...header, ...body].join('\n');
  writeFileSync(out, text);
  console.log(text);
  console.log(ok ? 'bench: all goals met' : 'bench: some goals missed (see above)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
