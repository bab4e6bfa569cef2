#!/usr/bin/env node
// One command for the whole app: the origin (API + media CDN, seeded embedded database) and
// the web tier (Next), built first if its sources changed. Ctrl-C stops both.
// Flags: --dev (next dev with reload, origin in watch mode), --e2e (fresh temp database).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild, writeBuildStamp } from './build-stamp.mjs';
import { ensureLocalEnv } from './env-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const e2e = process.argv.includes('--e2e');
// Builds when the sources changed, then exits: `npm test` builds beside lint, after typecheck.
const buildOnly = process.argv.includes('--build-only');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

if (!existsSync(nextBin) || !existsSync(tsxCli)) {
  console.error('未找到依赖，请先运行 npm install');
  process.exit(1);
}

const fileEnv = ensureLocalEnv(root);
const port = process.env.PORT ?? '3000';
const originPort = process.env.ORIGIN_PORT ?? '4000';
const env = {
  ...fileEnv,
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  ORIGIN_PORT: originPort,
  ORIGIN_URL: process.env.ORIGIN_URL ?? `http://127.0.0.1:${originPort}`,
};
// e2e runs get a database of their own, seeded afresh, so runs never see each other's data.
let tempDataDir = null;
if (e2e && !process.env.DATA_DIR && !process.env.DATABASE_URL) {
  tempDataDir = mkdtempSync(join(tmpdir(), 'yingshi-e2e-'));
  env.DATA_DIR = tempDataDir;
  process.on('exit', () => rmSync(tempDataDir, { recursive: true, force: true }));
}

const children = new Set();
let stopping = false;

function run(name, args, extraEnv = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && name !== 'build') {
      console.error(`[start] ${name} 已退出 (${signal ?? code})，正在停止其余进程`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

const waitExit = (child) =>
  new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));

function shutdown(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all([...children].map(waitExit)).then(() => process.exit(code));
  if (children.size === 0) process.exit(code);
}

process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));

function portOpen(p) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(p) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(p, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await portOpen(p)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function main() {
  if (!dev && needsBuild(root)) {
    console.log('[start] 源码有变化，正在构建…');
    const code = await waitExit(run('build', [nextBin, 'build']));
    if (code !== 0) process.exit(code);
    // The compile hints and the service worker, from the build's files (scripts/post-build.ts).
    const postCode = await waitExit(run('build', [tsxCli, 'scripts/post-build.ts']));
    if (postCode !== 0) process.exit(postCode);
    writeBuildStamp(root);
  }
  if (buildOnly) process.exit(0);
  run('origin', [tsxCli, ...(dev ? ['watch'] : []), 'origin/seed/serve-demo.ts']);
  if (!(await waitForPort(originPort, 120_000))) {
    console.error(`[start] 源站未能在端口 ${originPort} 启动`);
    shutdown(1);
    return;
  }
  run('web', [nextBin, dev ? 'dev' : 'start', '-p', port, '-H', process.env.HOST ?? '0.0.0.0']);
  await waitForPort(port, 120_000);
  console.log(`[start] 应用已启动：http://localhost:${port}/  （源站 ${env.ORIGIN_URL}）`);
}

main();
