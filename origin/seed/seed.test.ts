// The seed: deterministic, only on an empty database unless reset, all the users the issue names.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ads, announcements, appConfig } from '../db/schema/platform';
import { users, userVips } from '../db/schema/users';
import { verifyPassword } from '../services/passwords';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { isEmpty, seedDatabase } from './seed';
import { SEED_PASSWORD } from './seed-users';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb({ seed: false });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

async function snapshot() {
  return {
    users: await tdb.db.select().from(users).orderBy(asc(users.id)),
    vips: await tdb.db.select().from(userVips).orderBy(asc(userVips.userId)),
    config: await tdb.db.select().from(appConfig).orderBy(asc(appConfig.key)),
    ads: await tdb.db.select().from(ads).orderBy(asc(ads.id)),
    announcements: await tdb.db.select().from(announcements).orderBy(asc(announcements.id)),
  };
}

describe('seedDatabase', () => {
  it('seeds an empty database once', async () => {
    expect(await isEmpty(tdb.db)).toBe(true);
    expect(await seedDatabase(tdb.db)).toBe(true);
    expect(await isEmpty(tdb.db)).toBe(false);
    expect(await seedDatabase(tdb.db)).toBe(false);
  });

  it('writes the guest, the demo account, one user per VIP tier and an expired VIP', async () => {
    const rows = await tdb.db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((u) => [u.kind, u.account])).toEqual([
      ['guest', null],
      ['account', 'demo'],
      ['account', 'vip_normal'],
      ['account', 'vip_supreme'],
      ['account', 'vip_dark'],
      ['account', 'vip_expired'],
    ]);
    expect(await verifyPassword(SEED_PASSWORD, rows[1]!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', rows[1]!.passwordHash)).toBe(false);
    const vips = await tdb.db.select().from(userVips).orderBy(asc(userVips.userId));
    expect(vips.map((v) => v.tier)).toEqual(['normal', 'supreme', 'dark', 'normal']);
  });

  it('is deterministic: a reset writes byte-identical rows', async () => {
    const first = await snapshot();
    expect(await seedDatabase(tdb.db, { reset: true })).toBe(true);
    expect(await snapshot()).toEqual(first);
  });

  it('reset also removes what users added', async () => {
    await tdb.db
      .insert(users)
      .values({ kind: 'guest', nickname: '', deviceId: 'added-later', createdAt: new Date() });
    await seedDatabase(tdb.db, { reset: true });
    expect((await tdb.db.select().from(users)).length).toBe(6);
  });
});
