// Local secrets for the embedded default: generated once into .env.local (git-ignored),
// read by both the origin and the web tier so they share keys.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEY_NAMES = ['SIGN_KEY', 'REQUEST_KEY', 'RESPONSE_KEY', 'SERVICE_TOKEN'];

// SERVICE_TOKEN is the web server's own session at the origin (public catalogue reads): a token
// in the origin's format (base64url of 32 bytes); the others are 32-byte keys in hex.
const generate = (name) =>
  name === 'SERVICE_TOKEN'
    ? randomBytes(32).toString('base64url')
    : randomBytes(32).toString('hex');

export function parseEnv(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/** Reads .env.local, adding random keys for any that are missing; returns its variables. */
export function ensureLocalEnv(root) {
  const path = join(root, '.env.local');
  const current = existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {};
  const missing = KEY_NAMES.filter((k) => !current[k] && !process.env[k]);
  if (missing.length > 0) {
    const lines = missing.map((k) => `${k}=${generate(k)}`);
    const prefix = existsSync(path)
      ? readFileSync(path, 'utf8').replace(/\n?$/, '\n')
      : '# 本地密钥：首次启动时自动生成，切勿提交。\n';
    writeFileSync(path, prefix + lines.join('\n') + '\n', { mode: 0o600 });
    for (const line of lines) {
      const [k, v] = line.split('=');
      current[k] = v;
    }
    console.log(`[start] 已在 .env.local 生成密钥：${missing.join(', ')}`);
  }
  return current;
}
