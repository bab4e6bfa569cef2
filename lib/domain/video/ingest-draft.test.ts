import { describe, expect, it } from 'vitest';

import { checkDraft, publicationOf } from './ingest-draft';

const tipOf = (fields: Record<string, unknown>, seconds: number | null = 100) => {
  const check = checkDraft(fields, seconds);
  return check.ok ? null : check.tip;
};

describe('checkDraft', () => {
  it('fills the defaults of a title-only draft', () => {
    expect(checkDraft({ title: ' 山川 ' }, 100)).toEqual({
      ok: true,
      draft: {
        title: '山川',
        description: '',
        tags: [],
        actorId: null,
        category: null,
        durationShown: null,
        access: 'free',
        price: 0,
        previewSeconds: null,
      },
    });
  });

  it('keeps a paid draft with its price and preview; drops the price of any other access', () => {
    const paid = checkDraft({ title: 't', access: 'paid', price: 50, previewSeconds: 15 }, 100);
    expect(paid).toMatchObject({ ok: true, draft: { access: 'paid', price: 50 } });
    const vip = checkDraft({ title: 't', access: 'vip', price: 50 }, 100);
    expect(vip).toMatchObject({ ok: true, draft: { access: 'vip', price: 0 } });
  });

  it('answers each bad field in Chinese', () => {
    expect(tipOf({})).toBe('请填写视频标题');
    expect(tipOf({ title: '字'.repeat(41) })).toBe('标题不能超过40个字');
    expect(tipOf({ title: 't', tags: ['a', ''] })).toBe('标签不能为空');
    expect(tipOf({ title: 't', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe(
      '标签最多10个',
    );
    expect(tipOf({ title: 't', category: '体育' })).toMatch(/^分类须为：电影、/);
    expect(tipOf({ title: 't', access: 'gold' })).toBe('请选择观看权限：免费、VIP或付费');
    expect(tipOf({ title: 't', access: 'paid' })).toBe('付费视频请填写价格');
    expect(tipOf({ title: 't', access: 'paid', price: 100_001 })).toBe('价格不能超过10000钻石');
    expect(tipOf({ title: 't', access: 'vip', previewSeconds: 0 })).toBe('试看时长须为1到600秒');
    expect(tipOf({ title: 't', access: 'vip', previewSeconds: 100 })).toBe(
      '试看时长须短于视频时长',
    );
    expect(tipOf({ title: 't', durationShown: 1.5 })).toBe('显示时长须为正整数秒');
  });

  it('counts duplicate tags once', () => {
    expect(checkDraft({ title: 't', tags: ['风景', '风景'] }, null)).toMatchObject({
      draft: { tags: ['风景'] },
    });
  });
});

describe('publicationOf', () => {
  const now = Date.UTC(2026, 0, 1);
  it('tells draft, scheduled, published and unpublished apart', () => {
    expect(publicationOf(null, now)).toBe('draft');
    expect(publicationOf({ status: 'published', visibleFrom: null }, now)).toBe('published');
    expect(publicationOf({ status: 'published', visibleFrom: new Date(now) }, now)).toBe(
      'published',
    );
    expect(publicationOf({ status: 'published', visibleFrom: new Date(now + 1) }, now)).toBe(
      'scheduled',
    );
    expect(publicationOf({ status: 'unpublished', visibleFrom: null }, now)).toBe('unpublished');
    expect(publicationOf({ status: 'retired', visibleFrom: null }, now)).toBe('unpublished');
  });
});
