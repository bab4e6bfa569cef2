import { describe, expect, it } from 'vitest';
import { ORANGE_PALETTE, RED_PALETTE } from './theme-palettes';
import {
  DEFAULT_THEME,
  THEMES,
  THEME_CSS_VARS,
  THEME_KEYS,
  paletteCssVars,
  themeCssText,
  themeCssVars,
  themeIn,
  type Theme,
  type ThemeKey,
} from './themes';

const byKey = (key: ThemeKey): Theme => {
  const t = THEMES.find((x) => x.theme === key);
  if (!t) throw new Error(`no theme ${key}`);
  return t;
};

describe('themeCssVars', () => {
  it.each(THEMES.map((t) => [t.theme, t] as const))('%s: every var set, non-empty', (_k, t) => {
    const vars = themeCssVars(t);
    expect(Object.keys(vars).sort()).toEqual([...THEME_CSS_VARS].sort());
    for (const [name, value] of Object.entries(vars)) {
      expect(typeof value, name).toBe('string');
      expect(value.trim(), name).not.toBe('');
      // Values are inlined into a <style> block: they must not be able to break out of it.
      expect(value, name).not.toMatch(/[;{}<>]/);
    }
  });

  it('maps the theme fields', () => {
    const t = byKey('double11');
    expect(themeCssVars(t)).toMatchObject({
      '--fot-active-color': '#FF8C99',
      '--notice-bar-bg': '#523472',
      '--ad-btn-color': '#d984c3',
      '--publish-pop-bg': '#311b31',
      '--publish-btn-left-top': '#FF7E80',
      '--publish-btn-left-bottom': '#B889FF',
      '--publish-btn-right': '#FFB6C5',
      '--mine-linear-1': '#191a32',
      '--mine-linear-2': '#23292e',
      '--back-top-bg': t.backTopBGI,
      '--mine-bg1': t.bg1,
      '--mine-bg2': t.bg2,
      '--ad-bg': t.adBgi,
      '--long-video-new-user-bg': t.longVideoNewUserBgi,
    });
  });

  it('fills the default theme null fields from its own colours', () => {
    const v = themeCssVars(DEFAULT_THEME);
    expect(v['--publish-btn-left-top']).toBe('#366CE3');
    expect(v['--publish-btn-left-bottom']).toBe('#6795FE');
    expect(v['--publish-btn-right']).toBe('#366CE3');
    expect(v['--back-top-bg']).toBe('radial-gradient(circle at 30% 30%, #6795FE 0%, #366CE3 100%)');
  });
});

describe('paletteCssVars', () => {
  it.each([RED_PALETTE, ORANGE_PALETTE])('$key overrides its colours over the default', (p) => {
    const v = paletteCssVars(p);
    expect(Object.keys(v).sort()).toEqual([...THEME_CSS_VARS].sort());
    expect(v['--fot-active-color']).toBe(p.fotActiveColor);
    expect(v['--tab-active-text']).toBe(p.fotActiveColor);
    expect(v['--notice-bar-bg']).toBe(p.noticeBarBGC);
    expect(v['--ad-btn-color']).toBe(p.adBtnColor);
    expect(v['--publish-pop-bg']).toBe(DEFAULT_THEME.publishPopBGC);
  });
});

describe('themeCssText', () => {
  const css = themeCssText();
  const blocks = css.split('\n');

  it('has one block per theme and per palette, in order, then their light-mode blocks', () => {
    const keys = [...THEME_KEYS, 'red', 'orange'];
    expect(blocks.map((b) => /^\[data-theme="([a-z0-9]+)"\] \{ .* \}$/.exec(b)?.[1])).toEqual([
      ...keys,
      ...keys.map(() => undefined),
    ]);
    expect(
      blocks.map(
        (b) => /^\[data-mode="light"\]\[data-theme="([a-z0-9]+)"\] \{ .* \}$/.exec(b)?.[1],
      ),
    ).toEqual([...keys.map(() => undefined), ...keys]);
  });

  it.each(THEMES.map((t) => [t.theme, t] as const))(
    '%s light block carries its light vars',
    (key, t) => {
      const block = blocks.find((b) => b.startsWith(`[data-mode="light"][data-theme="${key}"] {`));
      for (const [name, value] of Object.entries(themeCssVars(themeIn(t, 'light'), 'light'))) {
        expect(block).toContain(`${name}: ${value};`);
      }
    },
  );

  it.each(THEMES.map((t) => [t.theme, t] as const))('%s block carries all its vars', (key, t) => {
    const block = blocks.find((b) => b.startsWith(`[data-theme="${key}"] {`));
    for (const [name, value] of Object.entries(themeCssVars(t))) {
      expect(block).toContain(`${name}: ${value};`);
    }
  });

  it.each([RED_PALETTE, ORANGE_PALETTE])('$key block carries its colours', (p) => {
    const block = blocks.find((b) => b.startsWith(`[data-theme="${p.key}"] {`));
    for (const [name, value] of Object.entries(paletteCssVars(p))) {
      expect(block).toContain(`${name}: ${value};`);
    }
  });

  it('has balanced braces', () => {
    expect(css.match(/\{/g)).toHaveLength(20);
    expect(css.match(/\}/g)).toHaveLength(20);
  });
});
