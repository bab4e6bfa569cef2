// The scaled stack (issue 43, docs/deploy.md): PostgreSQL, s3rver, 2 API origins, 1 worker
// origin, 2 `next start` of one build, nginx balancing both tiers with a cache on /cdn. Every
// process is a child of this one (nginx in the foreground), so stopping it stops them all.
// Used by scripts/stack-scale.mjs (npm run stack:scale) and scripts/test-scale.mjs.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startPostgres, startS3 } from './services.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const NGINX = '/usr/sbin/nginx';
const BUCKET = 'yingshi-media';

/** Loopback ports from `base` (5800 by default: the range this stack is given). */
export function stackPorts(base = 5800) {
  return {
    web: base, // nginx: pages and the BFF
    origin: base + 1, // nginx: the origin's public paths (/cdn …) and the BFF's ORIGIN_URL
    postgres: base + 10,
    s3: base + 11,
    apis: [base + 20, base + 21],
    worker: base + 22,
    webServers: [base + 30, base + 31],
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200, up to `ms`; false if it never does. */
export async function waitHealthy(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // Not up yet.
    }
    await sleep(250);
  }
  return false;
}

function randomKeys() {
  const hex = () => randomBytes(32).toString('hex');
  return {
    SIGN_KEY: hex(),
    REQUEST_KEY: hex(),
    RESPONSE_KEY: hex(),
    SERVICE_TOKEN: randomBytes(32).toString('base64url'),
  };
}

function renderNginx(dir, ports) {
  const server = (port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`;
  const template = readFileSync(join(ROOT, 'deploy', 'nginx', 'stack.conf.template'), 'utf8');
  const values = {
    DIR: dir,
    // As root, nginx's worker runs as nobody: the temp and cache folders are made open to it.
    USER: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    WEB_PORT: ports.web,
    ORIGIN_PORT: ports.origin,
    WEB_SERVERS: ports.webServers.map(server).join('\n    '),
    ORIGINS: ports.apis.map(server).join('\n    '),
  };
  const conf = template.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'])
    mkdirSync(join(dir, 'nginx', sub), { recursive: true, mode: 0o777 });
  execFileSync('chmod', ['-R', '0777', join(dir, 'nginx')]);
  writeFileSync(
    join(dir, 'cdn-cache.conf'),
    readFileSync(join(ROOT, 'deploy', 'nginx', 'cdn-cache.conf')),
  );
  writeFileSync(join(dir, 'nginx.conf'), conf);
  return join(dir, 'nginx.conf');
}

/** The children of a stack: each logged to <dir>/logs/<name>.log, checked, killed, restarted. */
function processTable(dir) {
  const procs = new Map();
  const logFile = (name) => join(dir, 'logs', `${name}.log`);
  const launch = (name, command, args, env, health) => {
    const out = openSync(logFile(name), 'a');
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
    const relaunch = () => launch(name, command, args, env, health);
    const entry = { name, child, health, relaunch };
    procs.set(name, entry);
    return entry;
  };
  /** Resolves once `entry` answers its health check; throws with its log's tail if it exits. */
  const healthy = async (entry, ms) => {
    const exited = new Promise((r) => entry.child.once('exit', () => r(false)));
    const ok = await Promise.race([waitHealthy(entry.health, ms), exited]);
    if (!ok) {
      const tail = readFileSync(logFile(entry.name), 'utf8').slice(-2000);
      throw new Error(`${entry.name} 未能启动（${entry.health}）\n${tail}`);
    }
  };
  const stopAll = async () => {
    for (const entry of [...procs.values()].reverse()) {
      if (entry.child.exitCode !== null || entry.child.signalCode !== null) continue;
      entry.child.kill('SIGTERM');
      const done = new Promise((r) => entry.child.once('exit', r));
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), 8000);
      await done;
      clearTimeout(timer);
    }
  };
  return { procs, logFile, launch, healthy, stopAll };
}

/** What every origin and web server of the stack is given (docs/deploy.md lists it). */
function sharedEnv(stack, env) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(env.SIGN_KEY ? {} : randomKeys()),
    ...env,
    DATABASE_URL: stack.databaseUrl,
    MEDIA_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${stack.ports.s3}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Upload chunks and transcoding work are on the local disk: one folder for this machine.
    DATA_DIR: join(stack.dir, 'data'),
    ORIGIN_HOST: '127.0.0.1',
    ORIGIN_PUBLIC_URL: stack.originUrl,
    ORIGIN_URL: stack.originUrl,
  };
}

async function startAll(stack, table, env, log) {
  const { ports, dir } = stack;
  const { launch, healthy, procs } = table;
  log('[scale] PostgreSQL …');
  const pg = startPostgres(join(dir, 'pg'), ports.postgres);
  stack.stops.push(pg.stop);
  stack.databaseUrl = pg.url;
  log('[scale] S3 (s3rver) …');
  const s3 = startS3(join(dir, 's3'), ports.s3, BUCKET, table.logFile('s3'));
  procs.set('s3', { name: 's3', child: s3, health: `http://127.0.0.1:${ports.s3}/` });
  await healthy(procs.get('s3'), 30_000);

  const shared = sharedEnv(stack, env);
  const origin = (name, port, role) =>
    launch(
      name,
      process.execPath,
      ['--import', 'tsx', 'origin/seed/serve-demo.ts'],
      { ...shared, ORIGIN_PORT: String(port), ORIGIN_ROLE: role },
      `http://127.0.0.1:${port}/api/health`,
    );
  // The worker first: it migrates and seeds the empty database before the APIs open it.
  log('[scale] worker origin (migrates, seeds) …');
  await healthy(origin('worker', ports.worker, 'worker'), 180_000);
  log('[scale] 2 API origins …');
  await Promise.all(ports.apis.map((p, i) => healthy(origin(`api-${i + 1}`, p, 'api'), 120_000)));
  log('[scale] 2 web servers (next start of one build) …');
  const web = (name, port) =>
    launch(
      name,
      process.execPath,
      [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
      // Behind nginx: the browser's address is the last X-Forwarded-For entry (per-IP limits).
      { ...shared, PORT: String(port), BFF_TRUSTED_PROXY_HOPS: '1' },
      `http://127.0.0.1:${port}/api/health`,
    );
  await Promise.all(ports.webServers.map((p, i) => healthy(web(`web-${i + 1}`, p), 120_000)));
  log('[scale] nginx …');
  const conf = renderNginx(dir, ports);
  const errorLog = join(dir, 'logs', 'nginx-error.log');
  execFileSync(NGINX, ['-t', '-q', '-c', conf, '-e', errorLog]);
  const args = ['-c', conf, '-e', errorLog, '-g', 'daemon off;'];
  await healthy(launch('nginx', NGINX, args, shared, `${stack.url}/api/health`), 30_000);
  if (!(await waitHealthy(`${stack.originUrl}/api/health`, 30_000)))
    throw new Error('nginx 的源站入口未就绪');
}

/**
 * Starts everything; resolves with the stack once every process is healthy. `env` reaches both
 * tiers (the e2e settings in test-scale). Throws (after stopping what it started) on a failure.
 */
export async function startScaleStack({ base = 5800, dir, env = {}, log = console.log } = {}) {
  if (!existsSync(NGINX)) throw new Error('未找到 nginx：请先 apt-get install -y nginx-light');
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID')))
    throw new Error('未找到构建：请先 npm run build');
  const ports = stackPorts(base);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const table = processTable(dir);
  const stack = {
    ports,
    dir,
    procs: table.procs,
    stops: [],
    url: `http://127.0.0.1:${ports.web}`,
    originUrl: `http://127.0.0.1:${ports.origin}`,
  };
  stack.stop = async () => {
    await table.stopAll();
    for (const stop of stack.stops.reverse()) stop();
    stack.stops = [];
  };
  /** SIGKILL one process by its own pid; resolves once it is gone. */
  stack.kill = (name) => {
    const { child } = table.procs.get(name);
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    return gone;
  };
  /** Starts a killed process again; resolves when it answers its health check. */
  stack.restart = (name) => table.healthy(table.procs.get(name).relaunch(), 120_000);
  stack.logOf = (name) => readFileSync(table.logFile(name), 'utf8');
  try {
    await startAll(stack, table, env, log);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
