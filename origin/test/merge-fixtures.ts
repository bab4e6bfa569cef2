// Test support for the guest merge (services/account/guest-merge-kinds.ts): a guest logging into the
// seeded demo account the two ways a login merges, and reading what a user sees of a post or an
// UP主 (counts, and whether they liked, collected or follow it).
import { expect } from 'vitest';

import type { Harness } from './harness';

export const DEMO_ID = 1002;
export const DEMO_NAME = '演示用户';
export const DEMO_PHONE = '13800138000';

export type MergeLogin = 'account' | 'phone';
export const MERGE_LOGINS: readonly MergeLogin[] = ['account', 'phone'];

/** The guest behind `guestToken` logs into demo by password or by an SMS code; the new token. */
export async function loginToDemo(
  h: Harness,
  guestToken: string,
  how: MergeLogin,
): Promise<{ token: string; id: number }> {
  let r;
  if (how === 'account') {
    r = await h.call('login/account/login', {
      token: guestToken,
      body: { account: 'demo', password: 'demo123456' },
    });
  } else {
    const sent = await h.call('login/captcha', { body: { phone: DEMO_PHONE } });
    expect(sent.code, sent.tip).toBe(200);
    r = await h.call('login/phone', {
      token: guestToken,
      body: { phone: DEMO_PHONE, code: h.sms.at(-1)!.code },
    });
  }
  expect(r.code, r.tip).toBe(200);
  expect(r.data.id).toBe(DEMO_ID);
  return { token: r.data.token as string, id: DEMO_ID };
}

export type Seen = { likes: number; comments: number; collects: number };

/** What `token`'s user sees of a post: its counts, their like and favourite, its author. */
export async function postSeenBy(h: Harness, token: string, id: number) {
  const r = await h.call('post/detail', { token, body: { id } });
  expect(r.code, r.tip).toBe(200);
  const d = r.data as Seen & { liked: boolean; collected: boolean; author: { id: number } };
  return {
    likes: d.likes,
    comments: d.comments,
    collects: d.collects,
    liked: d.liked,
    collected: d.collected,
    author: d.author,
  };
}

/** An UP主's follower count and whether `token`'s user follows them. */
export async function upSeenBy(h: Harness, token: string, id: number) {
  const r = await h.call('upblogers/info', { token, body: { id } });
  expect(r.code, r.tip).toBe(200);
  return { followers: r.data.followers as number, following: r.data.following as boolean };
}

/** The ids of the UP主 `token`'s user follows (我的关注), the latest follow first. */
export async function followedBy(h: Harness, token: string): Promise<number[]> {
  const r = await h.call('upblogers/list', { token, body: { followed: true, pageSize: 50 } });
  expect(r.code, r.tip).toBe(200);
  return (r.data.list as { id: number }[]).map((up) => up.id);
}

/** The ids of `token`'s user's own posts (我的帖子). */
export async function myPostIds(h: Harness, token: string): Promise<number[]> {
  const r = await h.call('post/mypublish', { token, body: { pageSize: 50 } });
  expect(r.code, r.tip).toBe(200);
  return (r.data.list as { id: number }[]).map((p) => p.id);
}

/** Seeded free posts by UP主 (not the viewer's), `n` of them. */
export async function seededPosts(h: Harness, token: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < n && page <= 10; page += 1) {
    const r = await h.call('post/list', { token, body: { categoryId: 3, page, pageSize: 50 } });
    expect(r.code, r.tip).toBe(200);
    const list = r.data.list as { id: number; price: number; author: { id: number } }[];
    for (const p of list)
      if (p.price === 0 && p.author.id >= 2001 && p.author.id <= 2040) ids.push(p.id);
  }
  expect(ids.length).toBeGreaterThanOrEqual(n);
  return ids.slice(0, n);
}
