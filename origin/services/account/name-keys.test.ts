// The name keys of shown names: every seeded name holds one, and the start-up backfill keys the
// names of rows the look-alike rule found already there (migration 0014 cleared their keys).
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { nicknameKey } from '@/lib/domain/account/profile-rules';

import { users } from '../../db/schema/users';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { backfillNameKeys } from './name-keys';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => tdb.reset(), DB_HOOK_TIMEOUT_MS);

const NOW = new Date('2025-06-01T00:00:00Z');

describe('name keys', () => {
  it('are held by every seeded name', async () => {
    const unkeyed = await tdb.db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(and(isNull(users.nicknameKey), ne(users.nickname, '')));
    expect(unkeyed).toEqual([]);
    const [demo] = await tdb.db.select().from(users).where(eq(users.id, 1002));
    expect(demo!.nicknameKey).toBe(nicknameKey('演示用户'));
  });

  it('are given to unkeyed names oldest first; a later look-alike and phone names get none', async () => {
    const rows = await tdb.db
      .insert(users)
      .values([
        { kind: 'account', account: 'tom_old', nickname: 'Tomcat', createdAt: NOW },
        { kind: 'account', account: 'tom_new', nickname: 'Tоmcаt', createdAt: NOW },
        { kind: 'account', phone: '13900001234', nickname: '用户1234', createdAt: NOW },
        { kind: 'guest', nickname: '', createdAt: NOW },
      ])
      .returning({ id: users.id });
    const ids = rows.map((r) => r.id);
    expect(await backfillNameKeys(tdb.db)).toEqual({ keyed: 1, clashes: 1 });
    const keys = await tdb.db
      .select({ id: users.id, key: users.nicknameKey })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(users.id);
    expect(keys.map((k) => k.key)).toEqual([nicknameKey('Tomcat'), null, null, null]);
    // Again: nothing new to key, the look-alike still clashes.
    expect(await backfillNameKeys(tdb.db)).toEqual({ keyed: 0, clashes: 1 });
  });
});
