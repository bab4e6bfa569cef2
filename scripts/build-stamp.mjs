// Decides whether `npm start` must rebuild: a hash over the web tier's sources (path, size, mtime).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'middleware.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];
// public/sw.js and its map are the build's output (scripts/build-sw.ts), not its sources.
const SKIP = new Set(['node_modules', '.next', 'data', 'sw.js', 'sw.js.map']);

function walk(root, path, out) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const name of readdirSync(path).sort())
      if (!SKIP.has(name)) walk(root, join(path, name), out);
    return;
  }
  if (/\.test\.tsx?$/.test(path)) return;
  out.push(`${relative(root, path)}:${st.size}:${Math.floor(st.mtimeMs)}`);
}

export function sourceHash(root) {
  const entries = [];
  for (const s of SOURCES) walk(root, join(root, s), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

const stampPath = (root) => join(root, '.next', 'source-stamp');

export function needsBuild(root) {
  if (!existsSync(join(root, '.next', 'BUILD_ID'))) return true;
  if (!existsSync(stampPath(root))) return true;
  return readFileSync(stampPath(root), 'utf8') !== sourceHash(root);
}

export function writeBuildStamp(root) {
  writeFileSync(stampPath(root), sourceHash(root));
}

/**
 * What 关于 shows as the build (issue 39): the commit's short hash and the time of the build,
 * inlined by next.config.mjs `env`. No git (a tarball) gives an empty commit, shown as 未知.
 */
export function buildInfo(root, now = Date.now()) {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    commit = '';
  }
  return { commit, time: String(now) };
}
