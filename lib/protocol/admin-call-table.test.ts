import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { ADMIN_CALL_TABLE, adminCallNamed, findAdminCall } from './admin-call-table';
import { ADMIN_TABLE_END, ADMIN_TABLE_START, adminCallTableMarkdown } from './admin-doc-table';
import { CALL_TABLE } from './call-table';
import { firstTip } from './fields';

const docPath = fileURLToPath(new URL('../../docs/admin-api.md', import.meta.url));

describe('ADMIN_CALL_TABLE', () => {
  it('declares each console call once', () => {
    expect(ADMIN_CALL_TABLE.map((c) => c.path)).toEqual([
      'audit/list',
      'auth/login',
      'auth/logout',
      'auth/me',
      'auth/totp/confirm',
      'auth/totp/enrol',
      'community/approve',
      'community/ban',
      'community/bans',
      'community/counts',
      'community/queue',
      'community/reject',
      'community/remove',
      'community/unban',
      'community/words/get',
      'community/words/set',
      'content/delete',
      'content/draft/save',
      'content/ingest/get',
      'content/ingest/list',
      'content/ingest/start',
      'content/options',
      'content/place',
      'content/publish',
      'content/unpublish',
      'content/upload/chunk',
      'content/upload/test',
      'dashboard/csv',
      'dashboard/stats',
      'feedback/close',
      'feedback/list',
      'feedback/reply',
      'finance/redeem/create',
      'finance/redeem/disable',
      'finance/redeem/export',
      'finance/redeem/list',
      'finance/redeem/uses',
      'home/ad/delete',
      'home/ad/list',
      'home/ad/picture',
      'home/ad/save',
      'home/layout',
      'home/preview',
      'home/publish',
      'home/tab/delete',
      'home/tab/save',
      'message/broadcast',
      'operator/create',
      'operator/disable',
      'operator/list',
      'orders/get',
      'orders/list',
      'orders/reconcile',
      'orders/refund',
      'platform/ai/list',
      'platform/ai/save',
      'platform/announcement/delete',
      'platform/announcement/list',
      'platform/announcement/save',
      'platform/app/delete',
      'platform/app/list',
      'platform/app/save',
      'platform/live/delete',
      'platform/live/list',
      'platform/live/save',
      'platform/task/delete',
      'platform/task/list',
      'platform/task/save',
      'platform/theme/get',
      'platform/theme/set',
      'users/find',
      'users/get',
      'users/grant',
      'users/ledger',
      'users/posts',
      'users/sessions',
      'users/sessions/end',
    ]);
  });

  it('shares no path with the §7 table, so /api/app can never name one', () => {
    const app = new Set(CALL_TABLE.map((c) => c.path));
    for (const call of ADMIN_CALL_TABLE) {
      expect(app.has(call.path)).toBe(false);
      expect(app.has(`admin/${call.path}`)).toBe(false);
    }
  });

  it('gives operator management and the log to the owner alone', () => {
    for (const name of ['operator/list', 'operator/create', 'operator/disable', 'audit/list'])
      expect(findAdminCall(name)?.roles).toEqual(['owner']);
    expect(findAdminCall('auth/login')?.access).toBe('public');
    expect(findAdminCall('nope')).toBeUndefined();
  });

  it('gives the order calls to finance and the owner', () => {
    for (const name of ['orders/list', 'orders/get', 'orders/refund', 'orders/reconcile'])
      expect(findAdminCall(name)?.roles).toEqual(['owner', 'finance']);
  });

  it('gives grants to finance and the owner, the other user calls to moderators too', () => {
    expect(findAdminCall('users/grant')?.roles).toEqual(['owner', 'finance']);
    for (const call of ADMIN_CALL_TABLE.filter(
      (c) => c.area === 'users' && c.path !== 'users/grant',
    ))
      expect(call.roles).toEqual(['owner', 'finance', 'moderator']);
  });

  it('gives the community calls to moderators and the owner: an editor cannot ban', () => {
    const community = ADMIN_CALL_TABLE.filter((c) => c.area === 'community');
    expect(community).toHaveLength(10);
    for (const call of community) expect(call.roles).toEqual(['owner', 'moderator']);
    expect(findAdminCall('community/ban')?.roles).not.toContain('editor');
  });

  it('gives the content calls to editors and the owner; only uploads are forms', () => {
    const content = ADMIN_CALL_TABLE.filter((c) => c.area === 'content');
    expect(content).toHaveLength(11);
    for (const call of content) expect(call.roles).toEqual(['owner', 'editor']);
    expect(ADMIN_CALL_TABLE.filter((c) => c.form).map((c) => c.path)).toEqual([
      'content/upload/chunk',
      'home/ad/picture',
    ]);
  });

  it('gives the home calls to editors and the owner; the ad link passes the app’s rule', () => {
    const home = ADMIN_CALL_TABLE.filter((c) => c.area === 'home');
    expect(home).toHaveLength(9);
    for (const call of home) expect(call.roles).toEqual(['owner', 'editor']);
    const save = adminCallNamed('home/ad/save').request;
    const ad = { position: 2, title: '横幅', cover: '/u/a.jpg', link: '/mine/vip' };
    const tipOf = (fields: Record<string, unknown>) => {
      const r = v.safeParse(save, { ...ad, ...fields });
      return r.success ? null : firstTip(save, r.issues);
    };
    expect(tipOf({})).toBeNull();
    expect(tipOf({ link: 'javascript:alert(1)' })).toMatch(/^链接无法打开/);
    expect(tipOf({ link: 'video' })).toMatch(/^链接缺少编号/);
    expect(tipOf({ position: 14 })).toBe('请选择广告位置');
    expect(tipOf({ cover: 'https://evil.example/x.jpg' })).toBe('请上传广告图片');
  });

  it('checks a draft with the tips of checkDraft (lib/domain/video/ingest-draft.ts)', () => {
    const save = adminCallNamed('content/draft/save').request;
    const id = 'a'.repeat(24);
    const tipOf = (fields: Record<string, unknown>) => {
      const r = v.safeParse(save, { id, access: 'free', ...fields });
      return r.success ? null : firstTip(save, r.issues);
    };
    expect(tipOf({ title: '  ' })).toBe('请填写视频标题');
    expect(tipOf({ title: '片'.repeat(41) })).toBe('标题不能超过40个字');
    expect(tipOf({ title: '片', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe(
      '标签最多10个',
    );
    expect(tipOf({ title: '片', category: '体育' })).toMatch(/^分类须为：电影/);
    expect(tipOf({ title: '片', previewSeconds: 601 })).toBe('试看时长须为1到600秒');
    expect(tipOf({ title: '片', access: 'gold' })).toBe('请选择观看权限：免费、VIP或付费');
    expect(tipOf({ title: '片', access: 'vip', previewSeconds: 15 })).toBeNull();
  });

  it('refuses bad input with a Chinese tip', () => {
    const create = adminCallNamed('operator/create').request;
    const bad = v.safeParse(create, { name: 'Bad Name', role: 'owner' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(firstTip(create, bad.issues)).toMatch(/账号/);
    const login = adminCallNamed('auth/login').request;
    const code = v.safeParse(login, { name: 'admin', password: 'x', code: '12ab56' });
    if (!code.success) expect(firstTip(login, code.issues)).toBe('动态验证码为6位数字');
    expect(code.success).toBe(false);
    expect(v.safeParse(login, { name: 'admin', password: 'x', code: '' }).success).toBe(true);
  });

  it('is the table of docs/admin-api.md (run npm run docs:protocol when this fails)', () => {
    const doc = readFileSync(docPath, 'utf8');
    const inDoc = doc.slice(
      doc.indexOf(ADMIN_TABLE_START) + ADMIN_TABLE_START.length,
      doc.indexOf(ADMIN_TABLE_END),
    );
    const cells = (table: string) =>
      table
        .trim()
        .split('\n')
        .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
        .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));
    expect(cells(inDoc)).toEqual(cells(adminCallTableMarkdown()));
  });

  it('refuses roles on a call every operator makes', async () => {
    const { defineAdminCall } = await import('./admin-call');
    expect(() =>
      defineAdminCall('x', {
        area: 'x',
        access: 'public',
        roles: ['owner'],
        request: v.object({}),
        response: v.object({}),
      }),
    ).toThrow(/roles/);
  });
});
