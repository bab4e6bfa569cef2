// Look-alike names racing on real PostgreSQL (a pool, so requests really run side by side): the
// name key (confusable skeleton, services/account/name-keys.ts) is unique, so of many users claiming names
// that read as one, by nickname or by account name, exactly one gets it. Skipped unless
// ORIGIN_TEST_DB=pg.
import { expect, it } from 'vitest';

import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 1000 } }));

pg.describe('look-alike names on PostgreSQL', () => {
  it('10 users claiming one name written 10 ways at once: exactly one gets it', async () => {
    const ways = [
      '抢名字',
      '抢名字\u3164',
      '抢\u115f名字',
      '\uffa0抢名字',
      '抢名\u200b字',
      '抢\u3164名\u3164字',
      '抢名字\u2060',
      '抢\u1160名字',
      '抢名\u3164字',
      '\u3164抢名字',
    ];
    const guests = await Promise.all(ways.map(() => pg.h.guest()));
    const results = await Promise.all(
      guests.map((g, i) =>
        pg.h.call('user/info/modify', { token: g.token, body: { nickname: ways[i] } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.tip === '该昵称已被使用，请换一个')).toHaveLength(9);
  }, 60_000);

  it('registrations and a nickname that read as one name at once: exactly one gets it', async () => {
    const accounts = [
      'moonlight',
      'rnoonlight',
      'moon1ight',
      'm00nlight',
      'MoonIight',
      'rnoonllght',
    ];
    const claimer = await pg.h.guest();
    const results = await Promise.all([
      ...accounts.map((account) =>
        pg.h.call('login/account/register', { body: { account, password: 'secret123' } }),
      ),
      pg.h.call('user/info/modify', {
        token: claimer.token,
        body: { nickname: 'Ｍｏｏｎｌｉｇｈｔ' },
      }),
    ]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const tips = new Set(results.filter((r) => r.code !== 200).map((r) => r.tip));
    for (const tip of tips)
      expect(['该账号与其他用户的昵称相同或相似，请换一个', '该昵称已被使用，请换一个']).toContain(
        tip,
      );
  }, 60_000);
});
