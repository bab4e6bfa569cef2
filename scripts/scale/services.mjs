// The stores of the scaled stack (scripts/scale/stack.mjs): a private PostgreSQL cluster (the
// way .ci/postgres.sh starts one) and s3rver as the S3-compatible media store.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const isRoot = () => process.getuid?.() === 0;

function pgBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('未找到 PostgreSQL（/usr/lib/postgresql）');
  return join('/usr/lib/postgresql', versions.at(-1), 'bin');
}

/** initdb + pg_ctl start in `dir` on 127.0.0.1:`port`; returns the URL and a stop function. */
export function startPostgres(dir, port) {
  const bin = pgBin();
  mkdirSync(dir, { recursive: true });
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const runAs = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) =>
    runAs.length > 0
      ? execFileSync(runAs[0], [...runAs.slice(1), join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } catch {
        // Already stopped.
      }
    },
  };
}

/** s3rver on 127.0.0.1:`port` with one bucket, its files in `dir`; the child process. */
export function startS3(dir, port, bucket, logFile) {
  mkdirSync(dir, { recursive: true });
  const out = openSync(logFile, 'a');
  const bin = join(process.cwd(), 'node_modules', 's3rver', 'bin', 's3rver.js');
  const args = [
    bin,
    '-d',
    dir,
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '--configure-bucket',
    bucket,
  ];
  return spawn(process.execPath, args, { stdio: ['ignore', out, out] });
}
