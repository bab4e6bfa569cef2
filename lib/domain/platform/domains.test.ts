import { describe, expect, it } from 'vitest';

import { DOMAIN_TYPES, apiBase, cdnLines } from './domains';

const EMPTY = {
  LAND: [],
  IMAGE: [],
  MP4: [],
  AIIMG: [],
  API: [],
  VID: [],
  H5SHAREURL: [],
};

describe('cdnLines', () => {
  it('lists the §3 types', () => {
    expect(DOMAIN_TYPES).toEqual(['LAND', 'IMAGE', 'MP4', 'AIIMG', 'API', 'VID', 'H5SHAREURL']);
  });

  it.each([[null], [undefined], [[]], ['not a list' as unknown as unknown[]]])(
    '%j gives every type an empty list',
    (entries) => {
      expect(cdnLines(entries)).toEqual(EMPTY);
    },
  );

  it('maps each type to its urls', () => {
    const lines = cdnLines(
      DOMAIN_TYPES.map((type) => ({ type, urls: [`https://${type.toLowerCase()}.example`] })),
    );
    for (const type of DOMAIN_TYPES)
      expect(lines[type]).toEqual([`https://${type.toLowerCase()}.example`]);
  });

  it('fills missing types with []', () => {
    expect(cdnLines([{ type: 'IMAGE', urls: ['https://img.a'] }])).toEqual({
      ...EMPTY,
      IMAGE: ['https://img.a'],
    });
  });

  it('skips malformed entries and urls', () => {
    const lines = cdnLines([
      null,
      42,
      'IMAGE',
      [],
      {},
      { type: 'image', urls: ['https://lower.case'] },
      { type: 'CDN', urls: ['https://unknown.type'] },
      { type: 'VID' },
      { type: 'VID', urls: 'https://not.a.list' },
      { urls: ['https://no.type'] },
      { type: 'VID', urls: [null, 7, {}, '', '   ', 'https://vid.a'] },
    ]);
    expect(lines).toEqual({ ...EMPTY, VID: ['https://vid.a'] });
  });

  it('merges entries of one type in order, trims and removes duplicates', () => {
    const lines = cdnLines([
      { type: 'API', urls: ['https://a', 'https://b', 'https://a'] },
      { type: 'MP4', urls: ['https://a'] },
      { type: 'API', urls: [' https://b ', 'https://c', 'https://a/'] },
    ]);
    expect(lines.API).toEqual(['https://a', 'https://b', 'https://c', 'https://a/']);
    expect(lines.MP4).toEqual(['https://a']);
  });

  it('does not share lists between calls', () => {
    const first = cdnLines([]);
    first.LAND.push('mutated');
    expect(cdnLines([]).LAND).toEqual([]);
  });
});

describe('apiBase (§9: third, then second, first, fourth)', () => {
  it.each([
    [['a', 'b', 'c', 'd'], 'c'],
    [['a', 'b', 'c'], 'c'],
    [['a', 'b'], 'b'],
    [['a'], 'a'],
    [['a', 'b', '', 'd'], 'b'],
    [['a', '', '', 'd'], 'a'],
    [['', '', '', 'd'], 'd'],
    [['', '  ', ' ', ' d '], 'd'],
    [[undefined, null, 'c'], 'c'],
    [['a', 'b', null, 'd'], 'b'],
    [[null, null, null, 'd', 'e'], 'd'],
    [['', '', '', '', 'e'], null],
    [[], null],
    [['', ''], null],
  ])('%j → %s', (urls, expected) => {
    expect(apiBase(urls)).toBe(expected);
  });

  it.each([null, undefined])('%s → null', (urls) => {
    expect(apiBase(urls)).toBeNull();
  });

  it('works on the API line of cdnLines', () => {
    const lines = cdnLines([{ type: 'API', urls: ['https://1', 'https://2', 'https://3'] }]);
    expect(apiBase(lines.API)).toBe('https://3');
  });
});
