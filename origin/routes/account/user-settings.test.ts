// The user's own settings: name and intro (info/modify), avatar, password and phone number.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callForm, pngOf } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const modify = (token: string, body: Record<string, unknown>) =>
  h.call('user/info/modify', { token, body });

async function smsCode(phone: string): Promise<string> {
  h.clock.advance(61);
  const sent = await h.call('login/captcha', { body: { phone } });
  if (sent.code !== 200) throw new Error(sent.tip);
  return h.sms.at(-1)!.code;
}

describe('user/info/modify', () => {
  it('changes the name and intro, and refuses bad ones with the rule’s tip', async () => {
    const me = await h.login('demo');
    const r = await modify(me.token, { nickname: '影迷小王', intro: '爱看纪录片\n也爱科幻' });
    expect(r.data).toMatchObject({ nickname: '影迷小王', intro: '爱看纪录片\n也爱科幻' });
    expect((await modify(me.token, { nickname: 'x' })).tip).toBe('昵称需为2-12个字');
    expect((await modify(me.token, { nickname: '官方客服' })).tip).toBe(
      '昵称不能使用“官方”等官方字样，请换一个',
    );
    expect((await modify(me.token, { nickname: '代理小王' })).tip).toBe('昵称包含敏感词，请修改');
    expect((await modify(me.token, { intro: '加我微信看片' })).tip).toBe('简介包含敏感词，请修改');
    expect((await modify(me.token, { intro: '长'.repeat(61) })).tip).toBe('简介最多60个字');
    expect((await modify(me.token, {})).tip).toBe('请填写要修改的内容');
    expect((await modify(me.token, { intro: '' })).data.intro).toBe('');
  });

  it('keeps names unique, whatever the case or width', async () => {
    const a = await h.login('vip_normal');
    const b = await h.login('vip_dark');
    expect((await modify(a.token, { nickname: 'Film_Fan' })).code).toBe(200);
    expect((await modify(b.token, { nickname: 'ｆｉｌｍ_fan' })).tip).toBe(
      '该昵称已被使用，请换一个',
    );
    // Another user's current name, chosen or seeded, is taken too.
    expect((await modify(b.token, { nickname: '演示用户' })).tip).toBe('该昵称已被使用，请换一个');
    // Keeping one's own name is fine.
    expect((await modify(a.token, { nickname: 'Film_Fan' })).code).toBe(200);
  });
});

describe('user/avatar', () => {
  it('stores a square picture and serves it under the IMAGE line', async () => {
    const me = await h.guest();
    const r = await callForm(
      h,
      'user/avatar',
      { file: new Blob([pngOf(256, 256)], { type: 'image/png' }) },
      me.token,
    );
    expect(r.code).toBe(200);
    expect(r.data.avatar).toMatch(/^\/u\/\d+-[A-Za-z0-9_-]{16}\.png$/);
    const image = await h.app.request(`/cdn/img${r.data.avatar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The picture as kept: decoded and encoded again (its comment chunk gone).
    const kept = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(kept.comments).toBeUndefined();
    // A replaced avatar's old path is gone.
    const next = await callForm(h, 'user/avatar', { file: new Blob([pngOf(128, 128)]) }, me.token);
    expect((await h.app.request(`/cdn/img${r.data.avatar}`)).status).toBe(404);
    expect((await h.app.request(`/cdn/img${next.data.avatar}`)).status).toBe(200);
  });

  it('refuses what is not a square picture within the limits', async () => {
    const me = await h.guest();
    const send = (bytes: Uint8Array<ArrayBuffer>) =>
      callForm(h, 'user/avatar', { file: new Blob([bytes]) }, me.token);
    expect((await send(pngOf(300, 200))).tip).toBe('头像需为正方形图片，请裁剪后上传');
    expect((await send(pngOf(32, 32))).tip).toBe('头像尺寸需为64-1024像素');
    expect((await send(pngOf(256, 256, 600 * 1024))).tip).toBe('图片不能超过512KB');
    expect((await send(new TextEncoder().encode('<svg onload=alert(1)>'))).tip).toBe(
      '仅支持 JPG、PNG 或 WebP 图片',
    );
    expect((await callForm(h, 'user/avatar', { file: 'text' }, me.token)).tip).toBe(
      '请选择头像图片',
    );
    expect((await h.app.request('/cdn/img/u/1-AAAAAAAAAAAAAAAA.png')).status).toBe(404);
  });
});

describe('user/changePassword', () => {
  it('by the old password: other sessions end, the new password logs in', async () => {
    const phone = await h.login('demo');
    const laptop = await h.login('demo');
    const wrong = await h.call('user/changePassword', {
      token: phone.token,
      body: { oldPassword: 'nope-nope', password: 'brandnew1' },
    });
    expect(wrong.tip).toBe('原密码错误');
    const r = await h.call('user/changePassword', {
      token: phone.token,
      body: { oldPassword: 'demo123456', password: 'brandnew1' },
    });
    expect(r.code).toBe(200);
    expect((await h.call('user/info', { token: phone.token })).code).toBe(200);
    expect((await h.call('user/info', { token: laptop.token })).code).toBe(1000);
    expect(
      (await h.call('login/account/login', { body: { account: 'demo', password: 'demo123456' } }))
        .code,
    ).toBe(4000);
    expect((await h.login('demo', 'brandnew1')).id).toBe(1002);
  });

  it('by a code sent to the bound phone; a guest is told to register first', async () => {
    const me = await h.login('demo');
    await h.call('login/captcha', { token: me.token, body: { bound: true } });
    expect(h.sms.at(-1)!.phone).toBe('13800138000');
    const r = await h.call('user/changePassword', {
      token: me.token,
      body: { code: h.sms.at(-1)!.code, password: 'viacode99' },
    });
    expect(r.code).toBe(200);
    const guest = await h.guest();
    expect(
      (
        await h.call('user/changePassword', {
          token: guest.token,
          body: { oldPassword: 'x', password: 'abcdef1' },
        })
      ).tip,
    ).toBe('请先注册账号或绑定手机号');
  });

  it('pauses after 5 wrong old passwords', async () => {
    const me = await h.login('vip_normal');
    const body = { oldPassword: 'wrong-one', password: 'brandnew1' };
    for (let i = 0; i < 5; i++) await h.call('user/changePassword', { token: me.token, body });
    expect((await h.call('user/changePassword', { token: me.token, body })).code).toBe(4290);
  }, 60_000);
});

describe('user/changeMobile', () => {
  it('needs a code from the old number and one from the new', async () => {
    const me = await h.login('demo');
    h.clock.advance(61);
    await h.call('login/captcha', { token: me.token, body: { bound: true } });
    const oldCode = h.sms.at(-1)!.code;
    const code = await smsCode('13700000009');
    const wrong = await h.call('user/changeMobile', {
      token: me.token,
      body: { oldCode: '000000' === oldCode ? '111111' : '000000', phone: '13700000009', code },
    });
    expect(wrong.tip).toBe('验证码错误');
    const r = await h.call('user/changeMobile', {
      token: me.token,
      body: { oldCode, phone: '13700000009', code },
    });
    expect(r.data.phone).toBe('137****0009');
    // Nobody without a bound phone can change it.
    const other = await h.login('vip_dark');
    expect(
      (
        await h.call('user/changeMobile', {
          token: other.token,
          body: { oldCode: '123456', phone: '13700000001', code: '123456' },
        })
      ).tip,
    ).toBe('当前账号未绑定手机号，请先绑定');
  });
});

describe('login/captcha kind image', () => {
  it('expires a picture captcha after its five minutes', async () => {
    const guarded = await createHarness(tdb.db, { deps: { captchaText: () => '4321' } });
    const ip = '10.77.0.1';
    for (let i = 0; i < 3; i++)
      await guarded.call('login/account/login', {
        body: { account: 'vip_dark', password: 'wrong-pw' },
        ip,
      });
    const picture = (await guarded.call('login/captcha', { body: { kind: 'image' }, ip })).data;
    expect(picture.expiresIn).toBe(300);
    guarded.clock.advance(301);
    const late = await guarded.call('login/account/login', {
      body: {
        account: 'vip_dark',
        password: 'demo123456',
        captchaId: picture.captchaId,
        captcha: '4321',
      },
      ip,
    });
    expect(late.tip).toBe('图形验证码错误或已过期，请重新输入');
  });
});
