// The Lighthouse baseline: scripts/bench/hello-app, a one-page app built by the repo's own Next
// in the same run, served by `next start`. It lives apart so the product gains no route.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

function run(root, args, opts = {}) {
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: join(root, 'scripts', 'bench', 'hello-app'),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    // Its own process group: `next start` serves from a child process, and stop() ends both.
    detached: true,
    ...opts,
  });
}

export async function buildHello(root) {
  const child = run(root, ['build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`hello-app build failed (${code})`);
}

export async function startHello(root, port) {
  const url = `http://127.0.0.1:${port}/`;
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  // Something else answering there would be measured in our place.
  if (busy) throw new Error(`port ${port} is already in use`);
  const child = run(root, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const until = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > until) {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      throw new Error(`hello-app did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
