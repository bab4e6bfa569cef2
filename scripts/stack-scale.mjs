#!/usr/bin/env node
// npm run stack:scale – the app as a deployment runs it (issue 43, docs/deploy.md): PostgreSQL,
// an S3-compatible store, 2 API origins, 1 worker, 2 web servers and nginx on loopback ports
// 5800… (SCALE_PORT_BASE). Prints the URL; Ctrl-C or SIGTERM stops everything it started.
// Needs a build (npm run build) and nginx (apt-get install -y nginx-light).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startScaleStack } from './scale/stack.mjs';

const base = Number(process.env.SCALE_PORT_BASE ?? 5800);
const dir = process.env.SCALE_DIR ?? join(tmpdir(), `yingshi-scale-${base}`);

let stack;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('[scale] 正在停止…');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  stack = await startScaleStack({ base, dir });
} catch (error) {
  console.error(`[scale] 启动失败：${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { ports } = stack;
console.log(`[scale] 已启动：${stack.url}/`);
console.log(
  `[scale] 源站入口 ${stack.originUrl}（/cdn 经 nginx 缓存）· API ${ports.apis.join(', ')} · ` +
    `worker ${ports.worker} · web ${ports.webServers.join(', ')} · PostgreSQL ${stack.databaseUrl}`,
);
console.log(`[scale] 日志：${dir}/logs`);
// A child that dies on its own is reported; the balancer keeps serving from the others.
for (const entry of stack.procs.values()) {
  entry.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[scale] ${entry.name} 已退出 (${signal ?? code})`);
  });
}
