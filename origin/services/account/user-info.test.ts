// ownUserInfo carries the caller's wallet (§5 units, from the wallets table); the public subset
// of another user never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/users';
import { SEED_WALLETS } from '../../seed/seed-wallets';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { ownUserInfo, publicUserInfo } from './user-info';

let tdb: TestDb;
const NOW = Date.UTC(2025, 5, 1);

beforeAll(async () => {
  tdb = await openTestDb();
  await tdb.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('ownUserInfo wallet', () => {
  it.each(SEED_WALLETS.map((w) => [w.userId, w] as const))(
    'user %i sees their own gold and diamonds',
    async (userId, seeded) => {
      const info = await ownUserInfo(tdb.db, userId, 'token', NOW);
      expect(info.wallet).toEqual({ gold: seeded.gold, diamonds: seeded.diamonds });
    },
  );

  it('is zero for a user who never had a wallet (a new guest)', async () => {
    const [row] = await tdb.db
      .insert(users)
      .values({
        kind: 'guest',
        deviceId: 'wallet-test-device',
        nickname: '',
        createdAt: new Date(NOW),
      })
      .returning({ id: users.id });
    const info = await ownUserInfo(tdb.db, row!.id, 'token', NOW);
    expect(info.wallet).toEqual({ gold: 0, diamonds: 0 });
  });

  it('is not part of the public subset', async () => {
    const info = await publicUserInfo(tdb.db, 1002, NOW);
    expect(info).not.toHaveProperty('wallet');
    expect(JSON.stringify(info)).not.toMatch(/diamond|gold/i);
  });
});
