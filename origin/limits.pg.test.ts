// Per-user limits under real concurrency (PGlite has one connection and cannot race): 40
// parallel calls must not pass a limit that 40 calls in a row cannot. Each limit is counted
// atomically before the action (docs/community-api.md "Limits", docs/origin.md "Login
// attempts"). Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { DEFAULT_RULES } from '@/lib/domain/community/moderation';

import { comments, posts } from './db/schema/community';
import { PAIR_BLOCK_AFTER, PAIR_CAPTCHA_AFTER } from './services/account/login-guard';
import { createCommunityHarness } from './test/community-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createCommunityHarness(db, { guestPerIpPerMinute: 10_000 }), {
  settle: (h) => h.jobs.idle(),
});

const PARALLEL = 40;
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const tally = (results: { code: number; tip: string }[]) => {
  const seen: Record<string, number> = {};
  for (const r of results) {
    const key = r.code === 200 ? 'ok' : `${r.code} ${r.tip}`;
    seen[key] = (seen[key] ?? 0) + 1;
  }
  return seen;
};

pg.describe('per-user limits on PostgreSQL', () => {
  it(`${PARALLEL} parallel post/publish: exactly ${DEFAULT_RULES.postsPerHour} an hour`, async () => {
    const me = await pg.h.guest();
    const results = await times(PARALLEL, (i) =>
      pg.h.call('post/publish', { token: me.token, body: { content: `并发发帖 ${i}` } }),
    );
    expect(tally(results)).toEqual({
      ok: DEFAULT_RULES.postsPerHour,
      '4290 发帖太频繁，请稍后再试': PARALLEL - DEFAULT_RULES.postsPerHour,
    });
    const [stored] = await pg.db.select({ n: count() }).from(posts).where(eq(posts.userId, me.id));
    expect(stored!.n).toBe(DEFAULT_RULES.postsPerHour);
  }, 120_000);

  it(`${PARALLEL} parallel comment/add: exactly ${DEFAULT_RULES.commentsPerMinute} a minute`, async () => {
    const me = await pg.h.guest();
    const [post] = await pg.db
      .select({ id: posts.id, comments: posts.comments })
      .from(posts)
      .where(eq(posts.status, 'published'))
      .limit(1);
    const results = await times(PARALLEL, (i) =>
      pg.h.call('comment/add', {
        token: me.token,
        body: { postId: post!.id, content: `并发评论 ${i}` },
      }),
    );
    expect(tally(results)).toEqual({
      ok: DEFAULT_RULES.commentsPerMinute,
      '4290 评论太频繁，请稍后再试': PARALLEL - DEFAULT_RULES.commentsPerMinute,
    });
    const [stored] = await pg.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.userId, me.id), eq(comments.postId, post!.id)));
    expect(stored!.n).toBe(DEFAULT_RULES.commentsPerMinute);
    const [after] = await pg.db
      .select({ comments: posts.comments })
      .from(posts)
      .where(eq(posts.id, post!.id));
    expect(after!.comments).toBe(post!.comments + DEFAULT_RULES.commentsPerMinute);
  }, 120_000);

  it(`${PARALLEL} parallel wrong passwords: ${PAIR_CAPTCHA_AFTER} 账号或密码错误, then the captcha`, async () => {
    const known = 'owner-phone-limits';
    const first = await pg.h.call('login/account/login', {
      body: { account: 'vip_dark', password: 'demo123456', devID: known },
      ip: '10.8.0.1',
    });
    expect(first.code, first.tip).toBe(200);
    const ip = '10.8.1.1';
    const results = await times(PARALLEL, (i) =>
      pg.h.call('login/account/login', {
        body: { account: 'vip_dark', password: `wrong-${i}-guess` },
        ip,
      }),
    );
    const wrong = results.filter((r) => r.tip === '账号或密码错误').length;
    expect(wrong).toBe(PAIR_CAPTCHA_AFTER);
    expect(tally(results.filter((r) => r.tip !== '账号或密码错误'))).toEqual({
      [`4000 请输入图形验证码`]: PARALLEL - wrong,
    });
    // The address is asked for the captcha from now on; the owner's phone elsewhere is not.
    const before = await pg.h.call('login/before', { body: { account: 'vip_dark' }, ip });
    expect(before.data.captchaRequired).toBe(true);
    const owner = await pg.h.call('login/account/login', {
      body: { account: 'vip_dark', password: 'demo123456', devID: known },
      ip: '10.8.2.1',
    });
    expect(owner.code, owner.tip).toBe(200);
  }, 120_000);

  it(`${PARALLEL} parallel wrong passwords with solved captchas: ${PAIR_BLOCK_AFTER} fail, then the pause`, async () => {
    const guarded = await createHarness(pg.db, { deps: { captchaText: () => '4821' } });
    guarded.clock.ms = pg.h.clock.ms;
    const ip = '10.8.3.1';
    const pictures = await times(PARALLEL, async () => {
      const r = await guarded.call('login/captcha', { body: { kind: 'image' }, ip });
      return r.data.captchaId as string;
    });
    const results = await times(PARALLEL, (i) =>
      guarded.call('login/account/login', {
        body: {
          account: 'vip_normal',
          password: `wrong-${i}-guess`,
          captchaId: pictures[i],
          captcha: '4821',
        },
        ip,
      }),
    );
    expect(tally(results)).toEqual({
      '4000 账号或密码错误': PAIR_BLOCK_AFTER,
      '4290 登录失败次数过多，请15分钟后再试': PARALLEL - PAIR_BLOCK_AFTER,
    });
    const before = await guarded.call('login/before', { body: { account: 'vip_normal' }, ip });
    expect(before.data.loginLocked).toBe(true);
  }, 120_000);
});
