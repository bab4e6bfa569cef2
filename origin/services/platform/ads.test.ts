// The config's ad items against the client's reading of them: whichever of the shared
// AD_LINK_FIELDS an ad is stored under, adLink finds the link; without one, only the id.
import { AD_LINK_FIELDS, adLink } from '@/lib/domain/platform/links';
import { describe, expect, it } from 'vitest';

import type { ads } from '../../db/schema/platform';
import { adItem } from './ads';

const row = (linkField: (typeof ads.$inferSelect)['linkField']): typeof ads.$inferSelect => ({
  id: 1001,
  position: 2,
  title: '热门大片 抢先看',
  cover: '/ads/ad-1.jpg',
  linkField,
  link: '/play/longVideo?id=10001',
  sort: 0,
  enabled: true,
  clickCount: 0,
  version: 1,
});

describe('adItem', () => {
  it.each(AD_LINK_FIELDS)('puts the link under %s, where the client reads it', (field) => {
    const item = adItem(row(field));
    expect(item[field]).toBe('/play/longVideo?id=10001');
    expect(adLink(item)).toBe('/play/longVideo?id=10001');
    // Only the stored field carries it.
    expect(AD_LINK_FIELDS.filter((f) => f in item)).toEqual([field]);
  });

  it('keeps the link server-side when no field is stored: the client calls ad/click', () => {
    const item = adItem(row(null));
    expect(item).toEqual({
      id: 1001,
      position: 2,
      title: '热门大片 抢先看',
      cover: '/ads/ad-1.jpg',
    });
    expect(adLink(item)).toBeNull();
  });
});
