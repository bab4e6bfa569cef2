// Reading the origin's environment: the one error type a bad setting raises (origin/serve.ts
// prints it and exits) and the parsers every settings file shares (config.ts, config-pay.ts).
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

export function url(name: string, raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  // Lines are joined with '/cdn/…' paths: no trailing slash, no query.
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

export function required(env: Env, name: string): string {
  const value = read(env, name);
  if (value === undefined) {
    throw new ConfigError(`${name} is not set (npm start writes random keys into .env.local)`);
  }
  return value;
}

/** One of `values` (case as written), or `fallback` when unset. */
export function oneOf<T extends string>(
  env: Env,
  name: string,
  values: readonly T[],
  fallback: T,
): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}
