import { describe, expect, it } from 'vitest';

import { decideOpen } from '../platform/open-link';
import { AD_POSITION } from '../shell/config';
import {
  AD_POSITION_NAMES,
  AD_POSITIONS,
  adLinkProblem,
  TIP_LINK_EMPTY,
  TIP_LINK_NOWHERE,
  TIP_LINK_REFUSED,
  TIP_LINK_TOO_LONG,
} from './home-config';

describe('adLinkProblem', () => {
  it.each([
    '/mine/vip',
    'vip',
    'video?id=10001',
    '/play/longVideo?id=10001',
    'https://example.com/?from=banner',
    'https://example.com/games?token=',
    'video_tag?id=1&name=动作',
  ])('accepts %j, which the app opens', (link) => {
    expect(adLinkProblem(link)).toBeNull();
    expect(decideOpen({ href: link }, { token: null, isAppStore: false }).kind).not.toBe('refused');
  });

  it.each([
    ['javascript:alert(1)', TIP_LINK_REFUSED],
    ['data:text/html,hi', TIP_LINK_REFUSED],
    ['http://user@example.com', TIP_LINK_REFUSED],
    ['https://exa mple.com', TIP_LINK_REFUSED],
    ['/a\\b', TIP_LINK_REFUSED],
    ['video', TIP_LINK_NOWHERE],
    ['post_details?name=x', TIP_LINK_NOWHERE],
    ['', TIP_LINK_EMPTY],
    [`/${'a'.repeat(600)}`, TIP_LINK_TOO_LONG],
  ])('refuses %j with its reason', (link, tip) => {
    expect(adLinkProblem(link)).toBe(tip);
  });

  it('names every position the app shows', () => {
    expect(AD_POSITIONS).toEqual(Object.values(AD_POSITION).sort((a, b) => a - b));
    for (const p of AD_POSITIONS) expect(AD_POSITION_NAMES[p]).toMatch(/[\u4e00-\u9fff]/);
  });
});
