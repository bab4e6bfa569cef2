import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORANGE_PALETTE, PALETTES, RED_PALETTE, THEME_COLOURS } from './theme-palettes';
import { LIGHT_TEXT, readableTextOn } from './contrast';
import {
  DEFAULT_THEME,
  THEMES,
  THEME_KEYS,
  themeColourOf,
  themeFor,
  type Theme,
  type ThemeKey,
} from './themes';

const byKey = (key: ThemeKey): Theme => {
  const t = THEMES.find((x) => x.theme === key);
  if (!t) throw new Error(`no theme ${key}`);
  return t;
};

describe('THEMES options (§3)', () => {
  it.each([
    [1, '默认', 'default'],
    [2, '端午节', 'duanwu'],
    [3, '中秋国庆', 'midautumn'],
    [4, '七夕', 'qixi'],
    [5, '双十一', 'double11'],
    [6, '圣诞元旦', 'christmas'],
    [7, '春节', 'springfestival'],
    [8, '劳动节', 'labor'],
  ] as const)('value %i is %s (%s)', (value, label, key) => {
    const t = THEMES[value - 1];
    expect(t).toMatchObject({ value, label, theme: key });
  });

  it('has exactly eight themes, keys in THEME_KEYS order', () => {
    expect(THEMES.map((t) => t.theme)).toEqual([...THEME_KEYS]);
    expect(THEME_KEYS).toHaveLength(8);
  });

  it('colour table covers exactly the eight keys', () => {
    expect(Object.keys(THEME_COLOURS).sort()).toEqual([...THEME_KEYS].sort());
  });

  it('DEFAULT_THEME is value 1', () => {
    expect(DEFAULT_THEME).toBe(THEMES[0]);
  });
});

// Every colour §9 writes, exactly as written (case included).
const SPEC_COLOURS: ReadonlyArray<readonly [ThemeKey, keyof Theme, string]> = [
  ['default', 'fotActiveColor', '#366CE3'],
  ['default', 'noticeBarBGC', '#161852'],
  ['default', 'tabActiveTextColor', '#6795FE'],
  ['default', 'publishPopBGC', '#262942'],
  ['default', 'linearColor1', '#151529'],
  ['default', 'linearColor2', '#151529'],
  ['duanwu', 'fotActiveColor', '#ABE900'],
  ['duanwu', 'noticeBarBGC', '#165133'],
  ['duanwu', 'publishPopBGC', '#1e2915'],
  ['duanwu', 'linearColor1', '#1e2915'],
  ['duanwu', 'linearColor2', '#283813'],
  ['midautumn', 'fotActiveColor', '#FFEAA3'],
  ['midautumn', 'noticeBarBGC', '#644e39'],
  ['midautumn', 'tabActiveTextColor', '#FFD16D'],
  ['midautumn', 'adBtnColor', '#805a40'],
  ['midautumn', 'publishPopBGC', '#31231b'],
  ['midautumn', 'publishBtnLeftTop', '#ffc74f'],
  ['midautumn', 'publishBtnLeftBottom', '#ffc74f'],
  ['midautumn', 'publishBtnRight', '#ffc74f'],
  ['midautumn', 'linearColor1', '#191a32'],
  ['midautumn', 'linearColor2', '#232a2e'],
  ['qixi', 'fotActiveColor', '#C8B1FF'],
  ['qixi', 'noticeBarBGC', '#483865'],
  ['qixi', 'tabActiveTextColor', '#E0C9FF'],
  ['qixi', 'publishPopBGC', '#1e1b3a'],
  ['qixi', 'publishBtnLeftTop', '#e0c9ff'],
  ['qixi', 'publishBtnLeftBottom', '#e0c9ff'],
  ['qixi', 'publishBtnRight', '#e0c9ff'],
  ['qixi', 'linearColor1', '#191a32'],
  ['qixi', 'linearColor2', '#232a2e'],
  ['double11', 'fotActiveColor', '#FF8C99'],
  ['double11', 'noticeBarBGC', '#523472'],
  ['double11', 'adBtnColor', '#d984c3'],
  ['double11', 'publishPopBGC', '#311b31'],
  ['double11', 'publishBtnLeftTop', '#FF7E80'],
  ['double11', 'publishBtnLeftBottom', '#B889FF'],
  ['double11', 'publishBtnRight', '#FFB6C5'],
  ['double11', 'linearColor1', '#191a32'],
  ['double11', 'linearColor2', '#23292e'],
  ['christmas', 'fotActiveColor', '#FF8183'],
  ['christmas', 'noticeBarBGC', '#386455'],
  ['christmas', 'tabActiveTextColor', '#ff7f7f'],
  ['christmas', 'publishPopBGC', '#1e2915'],
  ['christmas', 'publishBtnLeftTop', '#6ebd85'],
  ['christmas', 'publishBtnLeftBottom', '#6ebd85'],
  ['christmas', 'publishBtnRight', '#6ebd85'],
  ['christmas', 'linearColor1', '#0c351b'],
  ['christmas', 'linearColor2', '#174219'],
];

describe('§9 theme colours', () => {
  it.each(SPEC_COLOURS)('%s.%s is %s', (key, field, colour) => {
    expect(byKey(key)[field]).toBe(colour);
  });
});

const FIELDS: ReadonlyArray<keyof Theme> = [
  'value',
  'label',
  'theme',
  'fot1Active',
  'fot2Active',
  'fot3Active',
  'fot4Active',
  'fot5Active',
  'fot6Active',
  'fotActiveColor',
  'noticeBarBGC',
  'tabActiveTextColor',
  'backTopBGI',
  'longVideoNewUserBgi',
  'adBgi',
  'adBtnColor',
  'publishPopBGC',
  'publishBtnLeftTop',
  'publishBtnLeftBottom',
  'publishBtnRight',
  'bg1',
  'bg2',
  'icon1',
  'icon2',
  'icon3',
  'icon4',
  'ai',
  'linearColor1',
  'linearColor2',
];
const NULLABLE = new Set<keyof Theme>([
  'backTopBGI',
  'publishBtnLeftTop',
  'publishBtnLeftBottom',
  'publishBtnRight',
]);
const HEX = /^#[0-9a-fA-F]{6}$/;
const COLOUR_FIELDS = FIELDS.filter((f) => /Color|BGC|^linear|^publishBtn/.test(f));
const IMAGE_FIELDS: ReadonlyArray<keyof Theme> = [
  'backTopBGI',
  'longVideoNewUserBgi',
  'adBgi',
  'bg1',
  'bg2',
];

describe.each(THEMES.map((t) => [t.theme, t] as const))('theme %s', (key, t) => {
  it('has exactly the §3 fields, none undefined', () => {
    expect(Object.keys(t).sort()).toEqual([...FIELDS].sort());
    for (const f of FIELDS) expect(t[f], f).not.toBeUndefined();
  });

  it('is null only where §3 allows, and only for the default theme', () => {
    for (const f of FIELDS) {
      if (key !== 'default' || !NULLABLE.has(f)) expect(t[f], f).not.toBeNull();
    }
  });

  it('colour fields are 6-digit hex', () => {
    for (const f of COLOUR_FIELDS) if (t[f] !== null) expect(t[f], f).toMatch(HEX);
  });

  it('icon fields are <key>/<slot> ids', () => {
    for (const n of [1, 2, 3, 4, 5, 6] as const) expect(t[`fot${n}Active`]).toBe(`${key}/fot${n}`);
    for (const n of [1, 2, 3, 4] as const) expect(t[`icon${n}`]).toBe(`${key}/icon${n}`);
    expect(t.ai).toBe(`${key}/ai`);
  });

  it('image fields are CSS gradients made of the theme colours', () => {
    for (const f of IMAGE_FIELDS) {
      const v = t[f];
      if (v === null) continue;
      expect(v, f).toMatch(/^(linear|radial)-gradient\(.+\)$/);
      for (const hex of String(v).match(/#[0-9a-fA-F]+/g) ?? []) {
        expect(
          COLOUR_FIELDS.map((c) => t[c]),
          `${f} uses ${hex}`,
        ).toContain(hex);
      }
    }
  });
});

describe('default theme (§3: no back-to-top or publish button colours)', () => {
  it.each(['backTopBGI', 'publishBtnLeftTop', 'publishBtnLeftBottom', 'publishBtnRight'] as const)(
    '%s is null',
    (f) => expect(DEFAULT_THEME[f]).toBeNull(),
  );
});

describe('RED_PALETTE and ORANGE_PALETTE (§3)', () => {
  it('red', () => {
    expect(RED_PALETTE).toMatchObject({
      key: 'red',
      fotActiveColor: '#FF5B5B',
      noticeBarBGC: '#74161e',
      adBtnColor: '#c52c2c',
      tabIcons: null,
    });
  });
  it('orange, with 6 tab icons', () => {
    expect(ORANGE_PALETTE).toMatchObject({
      key: 'orange',
      fotActiveColor: '#FF8E0D',
      noticeBarBGC: '#f3870e',
      adBtnColor: '#ef4e01',
    });
    expect(ORANGE_PALETTE.tabIcons).toEqual([1, 2, 3, 4, 5, 6].map((n) => `orange/fot${n}`));
  });
  it('PALETTES lists both', () => {
    expect(PALETTES).toEqual([RED_PALETTE, ORANGE_PALETTE]);
  });
});

describe('themeFor (§4: unknown falls back to default)', () => {
  it.each([
    [1, 'default'],
    [2, 'duanwu'],
    [3, 'midautumn'],
    [8, 'labor'],
    ['3', 'midautumn'],
    [' 7 ', 'springfestival'],
    ['08', 'labor'],
  ] as const)('%j → %s', (input, key) => {
    expect(themeFor(input).theme).toBe(key);
  });

  it.each([
    0,
    9,
    -1,
    3.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    '0',
    '9',
    'abc',
    '3.0',
    '0x3',
    '3e0',
    '-3',
    'qixi',
    null,
    undefined,
    true,
    {},
    [3],
  ])('%j → default', (input) => {
    expect(themeFor(input)).toBe(DEFAULT_THEME);
  });

  it('returns a member of THEMES for any input', () => {
    fc.assert(fc.property(fc.anything(), (x) => THEMES.includes(themeFor(x))));
  });
});

describe('themeColourOf: the installed app colour of each season', () => {
  it('is the configured season’s notice-bar colour (§9 values where given)', () => {
    expect(themeColourOf(themeFor(1))).toBe('#161852');
    expect(themeColourOf(themeFor(2))).toBe('#165133');
    expect(themeColourOf(themeFor('3'))).toBe('#644e39');
    expect(themeColourOf(themeFor(6))).toBe('#386455');
  });

  it('differs between seasons, and an unknown config value gets the default’s', () => {
    expect(new Set(THEMES.map(themeColourOf)).size).toBe(THEMES.length);
    expect(themeColourOf(themeFor('summer'))).toBe(themeColourOf(DEFAULT_THEME));
  });

  it('keeps white status-bar text readable in every season', () => {
    for (const theme of THEMES) expect(readableTextOn(themeColourOf(theme))).toBe(LIGHT_TEXT);
  });
});
