// scrypt hashes: random salts, seeded salts, refusal of anything malformed.
import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
  });

  it('gives the same hash for the same seed (repeatable demo data)', async () => {
    expect(await hashPassword('demo123456', 'demo')).toBe(await hashPassword('demo123456', 'demo'));
  });

  it.each([
    null,
    undefined,
    '',
    'plain',
    'scrypt$1$2',
    'bcrypt$a$b$c$d$e',
    'scrypt$3$8$1$c2FsdA==$aGFzaA==',
  ])('refuses the stored value %j', async (stored) => {
    expect(await verifyPassword('secret123', stored)).toBe(false);
  });
});
