// What every check of the hostile pass shares: where the stack answers (the web tier, the
// origin), its keys (.env.local, as scripts/start.mjs reads them), its data folder, the SMS
// outbox and log when given, and a run's own loopback addresses (one /24 inside 127/8 chosen at
// random per run, so per-address limits of an earlier run on the same stack never count).
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ipv4Url, Net } from './app-client';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Options = {
  base: string;
  origin: string;
  dataDir: string;
  envFile: string;
  smsOutbox: string | null;
  originLog: string | null;
  only: Set<string> | null;
  markdown: boolean;
};

export type Context = {
  options: Options;
  /** The stack's variables: .env.local overlaid by this shell's (as start.mjs does). */
  env: Record<string, string>;
  /** A short id of this run, in names and texts it makes. */
  runId: string;
  /** A network of its own for `label` (the same label gives the same address). */
  net(label: string): Net;
  /** The origin's base URL as this machine reaches it (pay pages, signed calls). */
  originUrl: string;
};

/** .env.local as KEY=value lines (scripts/env-file.mjs's format). */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && !line.trimStart().startsWith('#')) out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

const USAGE = `usage: npx tsx scripts/hostile-pass.ts [options]
  --base URL          the web tier (default http://localhost:3000)
  --origin URL        the origin as browsers reach it (default ORIGIN_PUBLIC_URL or http://localhost:4000)
  --data-dir DIR      the stack's DATA_DIR (default DATA_DIR or ./data): the playlist's relative path
  --env-file FILE     the stack's keys (default .env.local of this checkout)
  --sms-outbox FILE   the stack's SMS_OUTBOX_FILE (default SMS_OUTBOX_FILE): check 9 reads codes there
  --origin-log FILE   the stack's output, if written to a file: check 10 counts error lines in it
  --only 1,4,13       run these defects only
  --markdown          print the table as Markdown too`;

export function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    if (at === -1) return undefined;
    const v = argv[at + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value\n${USAGE}`);
    return v;
  };
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const env = process.env;
  const originPort = env.ORIGIN_PORT ?? '4000';
  const only = value('--only');
  return {
    base: (value('--base') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    origin: (
      value('--origin') ??
      env.ORIGIN_PUBLIC_URL ??
      `http://localhost:${originPort}`
    ).replace(/\/+$/, ''),
    dataDir: path.resolve(ROOT, value('--data-dir') ?? env.DATA_DIR ?? 'data'),
    envFile: path.resolve(ROOT, value('--env-file') ?? '.env.local'),
    smsOutbox: value('--sms-outbox') ?? env.SMS_OUTBOX_FILE ?? null,
    originLog: value('--origin-log') ?? null,
    only: only ? new Set(only.split(',').map((s) => s.trim())) : null,
    markdown: argv.includes('--markdown'),
  };
}

export function createContext(options: Options): Context {
  const env = { ...readEnvFile(options.envFile) };
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  // 127.A.B.2 …: A and B random per run; .1 is left to the machine's own traffic.
  const prefix = `127.${randomInt(1, 255)}.${randomInt(0, 256)}`;
  const addresses = new Map<string, string>();
  const base = ipv4Url(options.base);
  return {
    options,
    env,
    runId: Date.now().toString(36).slice(-5),
    originUrl: ipv4Url(options.origin),
    net(label) {
      let address = addresses.get(label);
      if (!address) {
        if (addresses.size >= 250) throw new Error('more than 250 networks in one run');
        address = `${prefix}.${addresses.size + 2}`;
        addresses.set(label, address);
      }
      return new Net(base, address);
    },
  };
}
