#!/usr/bin/env node
// npm run test:scale – the scaled stack under test (issue 43, docs/deploy.md, figures in
// docs/benchmarks.md "Scaled stack"). Starts scripts/scale/stack.mjs with the e2e settings, then:
// 1. media through nginx's cache (two viewers, one origin request per segment; forged and
//    expired links refused); 2. a subset of the e2e suite through the balancer (guest, play,
// buy, publish a video post, recharge); 3. load while an origin and a web server are SIGKILLed
// and restarted, money checked in PostgreSQL; 4. the worker SIGKILLed mid-transcode, the job
// finished once by the restarted worker (scale/worker-kill.mjs).
// Not in .ci/run (its time budget); needs a build and nginx. Exit 0 only if every step passed.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { E2E_KEYS } from '../e2e/fixtures/e2e-keys.ts';
import { loadStep } from './scale/load.mjs';
import { mediaCacheStep } from './scale/media-cache.mjs';
import { ROOT, startScaleStack } from './scale/stack.mjs';
import { workerKillStep } from './scale/worker-kill.mjs';

const base = Number(process.env.SCALE_PORT_BASE ?? 5800);
const dir = process.env.SCALE_DIR ?? join(tmpdir(), `yingshi-scale-test-${base}`);
const smsOutbox = join(dir, 'sms-outbox.jsonl');

// The settings playwright.config.ts gives its own stack, so the specs run unchanged.
const E2E_ENV = {
  ...E2E_KEYS,
  ORIGIN_PREVIEW_SECONDS: '4',
  KIT_GALLERY: '1',
  GUEST_PER_IP_PER_MINUTE: '100000',
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_DEVICE_PER_MINUTE: '1000000',
  BFF_SERVED_READS_PER_MINUTE: '1000000',
  SMS_OUTBOX_FILE: smsOutbox,
  SMS_PER_IP_PER_HOUR: '100000',
  SMS_PER_PHONE_PER_DAY: '100000',
  REGISTER_PER_IP_PER_HOUR: '100000',
  SMS_RESEND_SECONDS: '2',
  SEED_ONLINE_TASK_SECONDS: '12',
};

// One test per flow, from the existing specs (iPhone project).
const E2E_SUBSET = [
  ['bootstrap.spec.ts', 'a fresh browser gets a guest session'],
  ['video.spec.ts', 'home → a card plays'],
  ['bought-badge.spec.ts', 'a video bought on the player page'],
  ['community-feed.spec.ts', 'a video post: published from the screen'],
  ['money-recharge.spec.ts', 'a guest buys diamonds with 支付宝'],
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function e2eStep(stack) {
  const args = [
    'playwright',
    'test',
    ...E2E_SUBSET.map(([file]) => `e2e/${file}`),
    '--project=iphone',
    '--grep',
    E2E_SUBSET.map(([, title]) => escape(title)).join('|'),
  ];
  const env = {
    ...process.env,
    // The running stack is reused (not CI): Playwright's baseURL is the balancer.
    CI: '',
    E2E_WEB_PORT: String(stack.ports.web),
    E2E_ORIGIN_PORT: String(stack.ports.origin),
    SMS_OUTBOX_FILE: smsOutbox,
    E2E_WORKERS: '1',
  };
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: ROOT, env, stdio: 'inherit' });
    child.once('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      resolve({
        ok,
        problems: ok ? [] : [`e2e 子集失败（退出码 ${code}）`],
        lines: [
          `- e2e through nginx (${E2E_SUBSET.length} tests: guest, play, buy, publish a video post, recharge): ` +
            `${ok ? 'passed' : 'FAILED'} in ${seconds} s`,
        ],
      });
    });
  });
}

async function freeVideo(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT id FROM videos WHERE access = 'free' ORDER BY id LIMIT 1`,
    );
    return rows[0].id;
  } finally {
    await db.end();
  }
}

async function main() {
  const only = process.env.SCALE_STEPS?.split(',');
  const wanted = (name) => !only || only.includes(name);
  const stack = await startScaleStack({ base, dir, env: E2E_ENV, log: (l) => console.log(l) });
  const onSignal = () => void stack.stop().then(() => process.exit(130));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const results = [];
  try {
    const originLogs = () => stack.ports.apis.map((_, i) => stack.logOf(`api-${i + 1}`));
    if (wanted('media')) {
      const videoId = await freeVideo(stack.databaseUrl);
      results.push(
        await mediaCacheStep({
          webUrl: stack.url,
          videoId,
          signKey: E2E_KEYS.SIGN_KEY,
          originLogs,
        }),
      );
    }
    if (wanted('e2e')) results.push(await e2eStep(stack));
    if (wanted('load')) results.push(await loadStep(stack));
    if (wanted('worker')) results.push(await workerKillStep(stack));
  } catch (error) {
    results.push({ ok: false, problems: [String(error?.stack ?? error)], lines: [] });
  } finally {
    await stack.stop();
  }
  const ok = results.every((r) => r.ok);
  const report = [
    `### test:scale, ${new Date().toISOString().slice(0, 10)}: ${ok ? 'passed' : 'FAILED'}`,
    '',
    ...results.flatMap((r) => r.lines),
    ...results.flatMap((r) => r.problems.map((p) => `- ❌ ${p}`)),
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results', 'scale.md'), report);
  console.log(`\n${report}`);
  process.exit(ok ? 0 : 1);
}

await main();
