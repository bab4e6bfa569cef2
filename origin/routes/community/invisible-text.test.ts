// Text that hides from the rules: letters that draw as a blank (Hangul fillers U+3164, U+115F,
// U+FFA0), full-width links, look-alike letters of another script. Every rule reads the text as
// it looks (lib/domain/platform/text-normalise.ts); names compare by their confusable skeleton.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callForm } from '../../test/account-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);

const call = (token: string, path: string, body: Record<string, unknown> = {}) =>
  h.call(path, { token, body });
const FILLERS = ['\u3164', '\u115f', '\uffa0'];

async function publishAndDecide(token: string, content: string) {
  const r = await call(token, 'post/publish', { content });
  expect(r.code, r.tip).toBe(200);
  await h.jobs.idle();
  return (await call(token, 'post/detail', { id: r.data.id })).data;
}

describe('posts and comments', () => {
  it.each(FILLERS)('rejects a banned word split by the blank letter %j', async (filler) => {
    const me = await h.guest();
    const post = await publishAndDecide(me.token, `一起来赌${filler}博吧`);
    expect(post).toMatchObject({
      status: 'rejected',
      rejectReason: '内容含有违规词“赌博”，请修改后重新发布',
    });
  });

  it('counts full-width links and ideographic dots against the link limit', async () => {
    const me = await h.guest();
    const post = await publishAndDecide(
      me.token,
      '看这里 ｈｔｔｐｓ：／／ａ．ｃｏｍ／ｘ 和 ｗｗｗ．ｂ．ｃｏｍ 还有 c。com',
    );
    expect(post).toMatchObject({ status: 'rejected', rejectReason: '内容中的链接不能超过2个' });
  });

  it('stores the text as typed, less what cannot be seen', async () => {
    const me = await h.guest();
    const post = await publishAndDecide(me.token, '你好\u3164世界\u200b，今天！👨‍👩‍👧 ❤️ ｈｉ');
    expect(post).toMatchObject({ status: 'published', content: '你好世界，今天！👨‍👩‍👧 ❤️ ｈｉ' });
  });

  it('refuses a comment with a banned word split by a blank letter', async () => {
    const me = await h.guest();
    const post = await publishAndDecide(me.token, '今天天气不错');
    const r = await call(me.token, 'comment/add', { postId: post.id, content: '来赌\u3164博' });
    expect([r.code, r.tip]).toEqual([4000, '内容含有违规词“赌博”，请修改后重新发布']);
    const blank = await call(me.token, 'comment/add', { postId: post.id, content: '\u3164\u3164' });
    expect(blank.tip).toBe('请输入评论内容');
  });
});

describe('names', () => {
  const modify = (token: string, body: Record<string, unknown>) =>
    call(token, 'user/info/modify', body);

  it('takes a name that only adds a blank letter as the name it looks like', async () => {
    const me = await h.login('vip_normal');
    for (const name of ['演示用户\u3164', '演示\u115f用户', '\uffa0演示用户'])
      expect((await modify(me.token, { nickname: name })).tip).toBe('该昵称已被使用，请换一个');
    expect((await modify(me.token, { nickname: '演示用户二' })).code).toBe(200);
  });

  it('takes look-alike letters of another script as the same name', async () => {
    const a = await h.login('vip_normal');
    const b = await h.login('vip_dark');
    expect((await modify(a.token, { nickname: 'Tomcat' })).code).toBe(200);
    // Cyrillic о and а, the digit 0 for o: they read as Tomcat.
    for (const name of ['Tоmcаt', 'T0mcat', 'Ｔｏｍｃａｔ'])
      expect((await modify(b.token, { nickname: name })).tip).toBe('该昵称已被使用，请换一个');
  });

  it.each([
    ['官\u3164方', '官方'],
    ['客\u115f服', '客服'],
    ['\u0430dmin', 'admin'],
    ['管理員', '管理員'],
    ['系统通知', '系统'],
    ['OfficiaI', 'official'],
    ['小\uffa0管理员', '管理员'],
  ])('refuses the reserved name %j', async (name, word) => {
    const me = await h.guest();
    const r = await modify(me.token, { nickname: name });
    expect([r.code, r.tip]).toEqual([4000, `昵称不能使用“${word}”等官方字样，请换一个`]);
  });

  it('stores the name and intro without blank letters', async () => {
    const me = await h.guest();
    const r = await modify(me.token, { nickname: '\u3164小鱼\u200b儿', intro: '爱看\u3164电影' });
    expect(r.data).toMatchObject({ nickname: '小鱼儿', intro: '爱看电影' });
    expect((await modify(me.token, { nickname: '\u3164\u3164\u3164' })).tip).toBe('请输入昵称');
    expect((await modify(me.token, { intro: '招代\u3164理' })).tip).toBe('简介包含敏感词，请修改');
  });

  it.each([
    ['admin', '账号不能使用“admin”等官方字样，请换一个'],
    ['Admin_01', '账号不能使用“admin”等官方字样，请换一个'],
    ['the_official', '账号不能使用“official”等官方字样，请换一个'],
    ['kefu8888', '账号不能使用“kefu”等官方字样，请换一个'],
  ])('refuses the reserved account name %j at registration', async (account, tip) => {
    const r = await h.call('login/account/register', {
      body: { account, password: 'secret123' },
    });
    expect([r.code, r.tip]).toEqual([4000, tip]);
  });

  it('registers names that only contain a reserved word inside another word', async () => {
    const r = await h.call('login/account/register', {
      body: { account: 'badminton_fan', password: 'secret123' },
    });
    expect(r.code, r.tip).toBe(200);
  });

  it('refuses an account name that reads as another user’s name', async () => {
    const a = await h.login('vip_normal');
    expect((await modify(a.token, { nickname: 'Moonlight' })).code).toBe(200);
    // rn reads as m, 0 as o, 1 and I as l.
    const r = await h.call('login/account/register', {
      body: { account: 'rnoon1ight', password: 'secret123' },
    });
    expect([r.code, r.tip]).toEqual([4000, '该账号与其他用户的昵称相同或相似，请换一个']);
    const taken = await h.call('login/account/register', {
      body: { account: 'free_name', password: 'secret123' },
    });
    expect(taken.code).toBe(200);
    expect((await modify(a.token, { nickname: 'free_narne' })).tip).toBe(
      '该昵称已被使用，请换一个',
    );
  });
});

describe('feedback', () => {
  it('counts only the characters that can be seen', async () => {
    const me = await h.guest();
    const blank = await callForm(
      h,
      'feedback/add',
      { category: '其他', content: '卡\u3164\u3164\u3164\u3164\u3164' },
      me.token,
    );
    expect(blank.tip).toBe('请至少描述5个字，方便我们定位问题');
    const sent = await callForm(
      h,
      'feedback/add',
      { category: '其他', content: '播放\u3164卡顿严重', contact: '\u3164qq 123' },
      me.token,
    );
    expect(sent.code, sent.tip).toBe(200);
    const mine = await call(me.token, 'message/list', { kind: 'feedback' });
    expect(mine.data.list[0]).toMatchObject({ body: '播放卡顿严重' });
  });
});
