// Starts the whole app (origin + web, fresh embedded database) for a benchmark run, and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startStack(root, { port, originPort, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yingshi-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      ORIGIN_PORT: String(originPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('stack did not start in 300 s')), 300_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('应用已启动')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`stack exited early (${code})`)));
  });
  return {
    pid: child.pid,
    webUrl: `http://127.0.0.1:${port}`,
    originUrl: `http://127.0.0.1:${originPort}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
