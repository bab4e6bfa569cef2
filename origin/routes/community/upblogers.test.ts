// UP主: the ranking (followers, plays), a profile with their videos, follow and unfollow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UPLOADER_COUNT } from '../../seed/seed-community';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

type Up = { id: number; followers: number; plays: number; videos: number; following: boolean };
const call = (token: string, path: string, body: Record<string, unknown> = {}) =>
  h.call(path, { token, body });

describe('upblogers/list', () => {
  it('ranks every UP主 by followers, or by plays', async () => {
    const { token } = await h.guest();
    const r = await call(token, 'upblogers/list', { pageSize: 50 });
    expect(r.data.total).toBe(UPLOADER_COUNT);
    const list = r.data.list as Up[];
    for (let i = 1; i < list.length; i += 1)
      expect(list[i]!.followers).toBeLessThanOrEqual(list[i - 1]!.followers);
    expect(list[0]!.followers).toBeGreaterThan(30);
    const plays = (await call(token, 'upblogers/list', { sort: 'plays', pageSize: 50 })).data
      .list as Up[];
    for (let i = 1; i < plays.length; i += 1)
      expect(plays[i]!.plays).toBeLessThanOrEqual(plays[i - 1]!.plays);
    expect((await call(token, 'upblogers/list', { sort: 'likes' })).code).toBe(4000);
  });
});

describe('upblogers/list followed', () => {
  it('lists only the UP主 the caller follows, the latest follow first; none after unfollowing', async () => {
    const me = await h.guest();
    expect((await call(me.token, 'upblogers/list', { followed: true })).data).toMatchObject({
      list: [],
      total: 0,
    });
    await call(me.token, 'upblogers/cares', { id: 2002, follow: true });
    h.clock.advance(1);
    await call(me.token, 'upblogers/cares', { id: 2003, follow: true });
    const r = await call(me.token, 'upblogers/list', { followed: true });
    expect(r.data.total).toBe(2);
    expect((r.data.list as Up[]).map((up) => [up.id, up.following])).toEqual([
      [2003, true],
      [2002, true],
    ]);
    await call(me.token, 'upblogers/cares', { id: 2003, follow: false });
    const after = await call(me.token, 'upblogers/list', { followed: true });
    expect((after.data.list as Up[]).map((up) => up.id)).toEqual([2002]);
    // Someone else's follows are not mine.
    const other = await h.guest();
    expect((await call(other.token, 'upblogers/list', { followed: true })).data.total).toBe(0);
  });
});

describe('a new follower', () => {
  it('is a 新增关注 message to the one followed, once however often the follow repeats', async () => {
    const me = await h.guest();
    const fan = await h.guest();
    await call(fan.token, 'upblogers/cares', { id: me.id, follow: true });
    await call(fan.token, 'upblogers/cares', { id: me.id, follow: true });
    const latest = await call(me.token, 'message/latest');
    expect(latest.data.unread).toBe(1);
    const follows = await call(me.token, 'message/list', { kind: 'follow' });
    expect(follows.data.list).toHaveLength(1);
    expect(follows.data.list[0]).toMatchObject({
      title: '新增关注',
      body: `游客${fan.id} 关注了你`,
      link: `/community/upInfo?id=${fan.id}`,
    });
  });
});

describe('upblogers/info and cares', () => {
  it('shows a profile with their videos and follows idempotently with exact counts', async () => {
    const me = await h.guest();
    const info = await call(me.token, 'upblogers/info', { id: 2002 });
    expect(info.data).toMatchObject({ id: 2002, following: false, isSelf: false });
    expect(info.data.videoList.total).toBe(info.data.videos);
    expect(info.data.videoList.list.length).toBeGreaterThan(0);
    const before = info.data.followers as number;
    const follow = await call(me.token, 'upblogers/cares', { id: 2002, follow: true });
    expect(follow.data).toEqual({ following: true, followers: before + 1 });
    expect(
      (await call(me.token, 'upblogers/cares', { id: 2002, follow: true })).data.followers,
    ).toBe(before + 1);
    expect((await call(me.token, 'upblogers/info', { id: 2002 })).data.following).toBe(true);
    const unfollow = await call(me.token, 'upblogers/cares', { id: 2002, follow: false });
    expect(unfollow.data).toEqual({ following: false, followers: before });
    expect(
      (await call(me.token, 'upblogers/cares', { id: 2002, follow: false })).data.followers,
    ).toBe(before);
  });

  it('follows any user (a first follow makes them an UP主), never oneself or nobody', async () => {
    const me = await h.guest();
    const other = await h.guest();
    expect(
      (await call(me.token, 'upblogers/cares', { id: other.id, follow: true })).data.followers,
    ).toBe(1);
    expect((await call(me.token, 'upblogers/cares', { id: me.id, follow: true })).tip).toBe(
      '不能关注自己',
    );
    expect((await call(me.token, 'upblogers/cares', { id: 1_999_999, follow: true })).code).toBe(
      4040,
    );
    expect((await call(me.token, 'upblogers/info', { id: 1_999_999 })).code).toBe(4040);
    expect((await call(me.token, 'upblogers/info', { id: me.id })).data.isSelf).toBe(true);
  });
});
