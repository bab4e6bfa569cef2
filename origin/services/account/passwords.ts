// Password hashes: scrypt (node:crypto) with a per-user salt, compared in constant time.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15: slow for a guesser, fine for a login (its cost here: docs/benchmarks.md).
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
// 128·N·r bytes = 32 MiB for these parameters; node's default cap is exactly 32 MiB.
const MAXMEM = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAXMEM };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$<salt b64>$<hash b64>`. `seed` derives the salt from a fixed string so the demo
 * data is byte-for-byte repeatable; real registrations always get a random salt.
 */
export async function hashPassword(password: string, seed?: string): Promise<string> {
  const salt =
    seed === undefined
      ? randomBytes(16)
      : createHash('sha256').update(`salt:${seed}`).digest().subarray(0, 16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

// Verified against when the account does not exist, so "no such account" costs the same time as
// "wrong password" and the timing does not tell which accounts exist.
const DUMMY_HASH = hashPassword('timing-equaliser', 'dummy');

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? (await DUMMY_HASH)).split('$');
  const [scheme, n, r, p, saltB64, hashB64] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  let actual: Buffer;
  try {
    actual = await derive(password, Buffer.from(saltB64, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
  } catch {
    // Parameters scrypt refuses (a damaged row) fail the login instead of answering 5000.
    return false;
  }
  const same = actual.length === expected.length && timingSafeEqual(actual, expected);
  return same && stored != null;
}
