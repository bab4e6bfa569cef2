import { describe, expect, it } from 'vitest';

import {
  AD_POSITION,
  adSectionsFrom,
  adsAt,
  announcementsFrom,
  configAds,
  floatingWindowsFrom,
  gridInitial,
  nineGridFrom,
  noticeText,
} from './config';

const CONFIG = {
  adsType: { coverField: 'cover', textField: 'title' },
  advertise: [
    { id: 1, position: 1, title: '启动', cover: '/ads/ad-1.jpg', href: '/mine/vip' },
    { id: 2, position: 2, title: '热门大片', cover: '/ads/ad-2.jpg', url: '/play/longVideo?id=1' },
    { id: 3, position: 2, title: '邀请好友', cover: '/ads/ad-3.jpg' },
    { id: 5, position: 5, title: '精选专题', cover: '/ads/ad-5.jpg', jumpUrl: '/topicList?id=1' },
    { id: 11, position: 11, title: 'AI创作', cover: '/ads/ad-11.jpg', jumpLink: '/ai/generate' },
    { id: 40, position: 40, title: '贴片', cover: '/ads/ad-40.jpg', href: '/mine/vip' },
    { id: 8, position: '8', title: '游戏中心', cover: '/ads/ad-8.jpg' },
  ],
  statConfigApp: {
    list: [
      { id: 1, name: '首页', locIds: [1, 2, 3, 4] },
      { id: 2, name: '长视频', locIds: [5, 11, 40] },
      { id: 4, name: '福利', locIds: '8' },
      { id: 5, name: '我的', locIds: [9] },
    ],
    nineList: [
      { id: 1, name: '游戏中心', icon: '/icons/nine-1.png', link: '/game' },
      { id: 2, name: '无链接', icon: '/icons/nine-2.png' },
      { id: 3, name: '开通VIP', icon: '/icons/nine-3.png', link: '/mine/vip' },
    ],
  },
  announcement: [
    { id: 1, title: '欢迎', content: '注册账号找回会员。' },
    { id: 2, title: '', content: '请收藏官方地址。', url: 'https://example.com' },
    { id: 3, title: '', content: '' },
  ],
  floatingWindow: {
    enabled: true,
    title: '每日福利',
    cover: '/ads/float-welfare.png',
    link: '/welfare',
  },
  aiFloatingWindow: { enabled: false, title: 'AI创作', cover: '/ads/float-ai.png', link: '/ai' },
};

describe('ads', () => {
  it('reads the ads of a position in the order sent, id-only items included', () => {
    expect(adsAt(CONFIG, AD_POSITION.homeBanner).map((ad) => [ad.title, ad.cover])).toEqual([
      ['热门大片', '/ads/ad-2.jpg'],
      ['邀请好友', '/ads/ad-3.jpg'],
    ]);
    expect(adsAt(CONFIG, 8)[0]?.position).toBe(8);
  });

  it('uses the configured cover and text field names', () => {
    const config = {
      adsType: { coverField: 'pic', textField: 'label' },
      advertise: [{ id: 1, position: 2, pic: '/p.jpg', label: '标签', cover: '/other.jpg' }],
    };
    expect(configAds(config)[0]).toMatchObject({ cover: '/p.jpg', title: '标签' });
  });

  it('drops items with nothing to show or nothing to open, and duplicates', () => {
    const config = {
      advertise: [
        null,
        'text',
        { position: 2, title: '无链接无ID' },
        { id: 9, position: 2 },
        { id: 7, position: 2, title: '有效', href: '/welfare' },
        { id: 7, position: 2, title: '重复', href: '/welfare' },
        { position: 2, title: '只有链接', link: '/game' },
      ],
    };
    expect(configAds(config).map((ad) => [ad.key, ad.title])).toEqual([
      ['a7', '有效'],
      ['i6', '只有链接'],
    ]);
  });

  it('accepts a wrapped list and survives a config without ads', () => {
    expect(configAds({ advertise: { list: [{ id: 1, title: 'x', href: '/a' }] } })).toHaveLength(1);
    expect(configAds(null)).toEqual([]);
    expect(adsAt(undefined, 2)).toEqual([]);
  });
});

describe('announcements', () => {
  it('keeps those with text, with their link when they carry one', () => {
    const list = announcementsFrom(CONFIG);
    expect(list.map((a) => [a.title, a.content, a.link])).toEqual([
      ['欢迎', '注册账号找回会员。', null],
      ['', '请收藏官方地址。', 'https://example.com'],
    ]);
    expect(noticeText(list)).toBe('欢迎：注册账号找回会员。　　请收藏官方地址。');
  });

  it('accepts plain text, one object or a wrapped list', () => {
    expect(announcementsFrom({ announcement: '停服维护' })[0]?.content).toBe('停服维护');
    expect(announcementsFrom({ announcement: { title: '公告', text: '内容' } })[0]).toMatchObject({
      title: '公告',
      content: '内容',
    });
    expect(announcementsFrom({ announcement: { list: ['一', { notice: '二' }] } })).toHaveLength(2);
    expect(announcementsFrom({ announcement: { list: [] } })).toEqual([]);
    expect(announcementsFrom({})).toEqual([]);
    expect(noticeText([])).toBe('');
  });
});

describe('nine-grid', () => {
  it('keeps named entries with a link, at most nine', () => {
    expect(nineGridFrom(CONFIG).map((g) => [g.name, g.icon])).toEqual([
      ['游戏中心', '/icons/nine-1.png'],
      ['开通VIP', '/icons/nine-3.png'],
    ]);
    const many = Array.from({ length: 12 }, (_, i) => ({ title: `入口${i}`, href: '/game' }));
    const grid = nineGridFrom({ statConfigApp: { nineList: many } });
    expect(grid).toHaveLength(9);
    expect(grid[0]).toMatchObject({ key: 'g0', name: '入口0', icon: '' });
  });
});

describe('ad sections', () => {
  it('one row per other screen, without the positions that have a slot of their own', () => {
    expect(adSectionsFrom(CONFIG).map((s) => [s.name, s.ads.map((ad) => ad.title)])).toEqual([
      ['长视频', ['精选专题', 'AI创作']],
      ['福利', ['游戏中心']],
    ]);
  });

  it('honours a custom exclusion list and skips nameless entries', () => {
    const config = {
      ...CONFIG,
      statConfigApp: {
        list: [
          { name: '', locIds: [5] },
          { name: '长视频', locIds: [5, 40] },
        ],
      },
    };
    expect(adSectionsFrom(config, [5])[0]?.ads.map((ad) => ad.title)).toEqual(['贴片']);
    expect(adSectionsFrom(config, [5])[0]?.key).toBe('s1');
  });
});

describe('floating windows', () => {
  it('keeps enabled windows with a cover and a link', () => {
    expect(floatingWindowsFrom(CONFIG)).toEqual([
      {
        key: 'floatingWindow',
        title: '每日福利',
        cover: '/ads/float-welfare.png',
        item: CONFIG.floatingWindow,
      },
    ]);
    expect(
      floatingWindowsFrom({
        floatingWindow: [{ name: '列表形式', img: '/f.png', id: 3, status: 1 }],
        aiFloatingWindow: { cover: '/a.png' },
      }).map((w) => [w.key, w.title]),
    ).toEqual([['floatingWindow', '列表形式']]);
    expect(floatingWindowsFrom({ floatingWindow: null, aiFloatingWindow: 'x' })).toEqual([]);
  });
});

describe('gridInitial', () => {
  it('is the first whole character of the name', () => {
    expect(gridInitial('游戏中心')).toBe('游');
    expect(gridInitial(' AI创作')).toBe('A');
    expect(gridInitial('😀表情')).toBe('😀');
    expect(gridInitial('')).toBe('');
  });
});
