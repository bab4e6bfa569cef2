// search/details and paid posts: a viewer who may not read a post's hidden part cannot find the
// post by it either (else a search a character at a time would spell the hidden text out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCKED_PREVIEW_CHARS } from '../../services/community/post-cards';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;
let postId: number;
let author: string;

// The free part runs past the locked card's 40 characters; the hidden part names a password.
const PREVIEW =
  '今天分享一个只有买了才能看到的秘密，前面这段是免费预览的部分，大家可以先看看再决定买不买哦';
const HIDDEN = '暗号是青蛙跳水七点见';

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
  author = (await h.guest()).token;
  const r = await h.call('post/publish', {
    token: author,
    body: { content: `${PREVIEW}${HIDDEN}`, price: 10 },
  });
  expect(r.code, r.tip).toBe(200);
  postId = r.data.id;
  await h.jobs.idle();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const found = async (token: string, keyword: string) => {
  const r = await h.call('search/details', { token, body: { keyword } });
  expect(r.code, r.tip).toBe(200);
  return (r.data.posts as { id: number }[]).some((p) => p.id === postId);
};

describe('search/details on a paid post', () => {
  it('is set up with a text longer than the locked preview', () => {
    expect([...PREVIEW].length).toBeGreaterThan(LOCKED_PREVIEW_CHARS);
  });

  it('finds it for anyone by words of the free preview', async () => {
    const stranger = (await h.guest()).token;
    expect(await found(stranger, '只有买了才能看到')).toBe(true);
  });

  it('does not find it for a non-buyer by words of the hidden part', async () => {
    const stranger = (await h.guest()).token;
    expect(await found(stranger, '青蛙跳水')).toBe(false);
    // The preview's last characters plus a guess at the next one: no oracle either.
    const shown = [...PREVIEW].slice(0, LOCKED_PREVIEW_CHARS);
    const edge = shown.slice(-4).join('');
    const next = [...PREVIEW][LOCKED_PREVIEW_CHARS]!;
    expect(await found(stranger, edge)).toBe(true);
    expect(await found(stranger, `${edge}${next}`)).toBe(false);
  });

  it('finds it by the hidden part for its author and for a buyer', async () => {
    expect(await found(author, '青蛙跳水')).toBe(true);
    const buyer = await h.login('demo');
    expect(await found(buyer.token, '青蛙跳水')).toBe(false);
    const paid = await h.call('post/pay', { token: buyer.token, body: { id: postId } });
    expect(paid.data).toMatchObject({ bought: true });
    expect(await found(buyer.token, '青蛙跳水')).toBe(true);
  });
});
