// Seasonal themes (spec §3 theme option and per-theme fields, §4 theme selection, §9 colours).
// We ship no raster theme art: the image fields are CSS backgrounds generated from each
// theme's own colours, and icon fields are ids the UI maps to inline SVG variants.
import { lightColours, type ShownMode } from './color-mode';
import { readableTextOn } from './contrast';
import { PALETTES, THEME_COLOURS, type ColourPalette, type ThemeColours } from './theme-palettes';

export const THEME_KEYS = [
  'default',
  'duanwu',
  'midautumn',
  'qixi',
  'double11',
  'christmas',
  'springfestival',
  'labor',
] as const;

export type ThemeKey = (typeof THEME_KEYS)[number];
export type ThemeValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface Theme {
  readonly value: ThemeValue;
  readonly label: string;
  readonly theme: ThemeKey;
  // Main screen. fotNActive: active footer-tab icon ids, `<key>/fotN`.
  readonly fot1Active: string;
  readonly fot2Active: string;
  readonly fot3Active: string;
  readonly fot4Active: string;
  readonly fot5Active: string;
  readonly fot6Active: string;
  readonly fotActiveColor: string;
  readonly noticeBarBGC: string;
  readonly tabActiveTextColor: string;
  /** null for the default theme (§3); themeCssVars derives a fallback. */
  readonly backTopBGI: string | null;
  readonly longVideoNewUserBgi: string;
  readonly adBgi: string;
  readonly adBtnColor: string;
  readonly publishPopBGC: string;
  /** The three publish-button colours are null for the default theme (§3). */
  readonly publishBtnLeftTop: string | null;
  readonly publishBtnLeftBottom: string | null;
  readonly publishBtnRight: string | null;
  // Mine screen. iconN / ai: icon ids `<key>/iconN`, `<key>/ai`.
  readonly bg1: string;
  readonly bg2: string;
  readonly icon1: string;
  readonly icon2: string;
  readonly icon3: string;
  readonly icon4: string;
  readonly ai: string;
  readonly linearColor1: string;
  readonly linearColor2: string;
}

// Generated backgrounds (all our choice: §3 names the fields, the art is not shown).
const backTopBackground = (
  c: Pick<ThemeColours, 'fotActiveColor' | 'tabActiveTextColor'>,
): string =>
  `radial-gradient(circle at 30% 30%, ${c.tabActiveTextColor} 0%, ${c.fotActiveColor} 100%)`;
const newUserBannerBackground = (c: ThemeColours): string =>
  `linear-gradient(90deg, ${c.noticeBarBGC} 0%, ${c.publishPopBGC} 100%)`;
const adBackground = (c: ThemeColours): string =>
  `linear-gradient(180deg, ${c.publishPopBGC} 0%, ${c.noticeBarBGC} 100%)`;
const mineHeaderBackground = (c: ThemeColours): string =>
  `linear-gradient(180deg, ${c.noticeBarBGC} 0%, ${c.linearColor1} 100%)`;
const mineCardBackground = (c: ThemeColours): string =>
  `linear-gradient(135deg, ${c.publishPopBGC} 0%, ${c.linearColor2} 100%)`;

function buildTheme(
  value: ThemeValue,
  label: string,
  key: ThemeKey,
  c: ThemeColours = THEME_COLOURS[key],
): Theme {
  const isDefault = key === 'default';
  return {
    value,
    label,
    theme: key,
    fot1Active: `${key}/fot1`,
    fot2Active: `${key}/fot2`,
    fot3Active: `${key}/fot3`,
    fot4Active: `${key}/fot4`,
    fot5Active: `${key}/fot5`,
    fot6Active: `${key}/fot6`,
    fotActiveColor: c.fotActiveColor,
    noticeBarBGC: c.noticeBarBGC,
    tabActiveTextColor: c.tabActiveTextColor,
    backTopBGI: isDefault ? null : backTopBackground(c),
    longVideoNewUserBgi: newUserBannerBackground(c),
    adBgi: adBackground(c),
    adBtnColor: c.adBtnColor,
    publishPopBGC: c.publishPopBGC,
    publishBtnLeftTop: c.publishBtn?.leftTop ?? null,
    publishBtnLeftBottom: c.publishBtn?.leftBottom ?? null,
    publishBtnRight: c.publishBtn?.right ?? null,
    bg1: mineHeaderBackground(c),
    bg2: mineCardBackground(c),
    icon1: `${key}/icon1`,
    icon2: `${key}/icon2`,
    icon3: `${key}/icon3`,
    icon4: `${key}/icon4`,
    ai: `${key}/ai`,
    linearColor1: c.linearColor1,
    linearColor2: c.linearColor2,
  };
}

export const DEFAULT_THEME: Theme = buildTheme(1, '默认', 'default');

/** The eight theme options of §3, in value order. */
export const THEMES: readonly Theme[] = [
  DEFAULT_THEME,
  buildTheme(2, '端午节', 'duanwu'),
  buildTheme(3, '中秋国庆', 'midautumn'),
  buildTheme(4, '七夕', 'qixi'),
  buildTheme(5, '双十一', 'double11'),
  buildTheme(6, '圣诞元旦', 'christmas'),
  buildTheme(7, '春节', 'springfestival'),
  buildTheme(8, '劳动节', 'labor'),
];

/**
 * The theme for the config field `theme` (§4). The server may send the value as a number
 * or as numeric text; anything else, or an unknown value, falls back to the default (§4).
 */
export function themeFor(value: unknown): Theme {
  let n: number | null = null;
  if (typeof value === 'number') n = value;
  // Digits only: '3.0', '0x3' or '3e0' are not values the config sends.
  else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) n = Number(value);
  return THEMES.find((t) => t.value === n) ?? DEFAULT_THEME;
}

/** Every custom property themeCssVars sets, so components can rely on each one existing. */
export const THEME_CSS_VARS = [
  '--fot-active-color',
  /** Text on the active colour: white, or near-black on the light festive colours. */
  '--fot-active-fg',
  '--notice-bar-bg',
  '--tab-active-text',
  '--back-top-bg',
  '--long-video-new-user-bg',
  '--ad-bg',
  '--ad-btn-color',
  '--publish-pop-bg',
  '--publish-btn-left-top',
  '--publish-btn-left-bottom',
  '--publish-btn-right',
  /** The icon on a publish button: the popup's colour in dark mode, white or near-black in light. */
  '--publish-btn-fg',
  '--mine-bg1',
  '--mine-bg2',
  '--mine-linear-1',
  '--mine-linear-2',
  '--mine-gradient',
] as const;

export type ThemeCssVar = (typeof THEME_CSS_VARS)[number];

/**
 * CSS custom properties for a theme. Null fields (the default theme's back-to-top and
 * publish buttons) are derived from the theme's own active and tab-text colours, so no
 * variable is ever empty and the UI needs no per-field fallback.
 */
export function themeCssVars(theme: Theme, mode: ShownMode = 'dark'): Record<ThemeCssVar, string> {
  const publishRight = theme.publishBtnRight ?? theme.fotActiveColor;
  return {
    '--fot-active-color': theme.fotActiveColor,
    '--fot-active-fg': readableTextOn(theme.fotActiveColor),
    '--notice-bar-bg': theme.noticeBarBGC,
    '--tab-active-text': theme.tabActiveTextColor,
    '--back-top-bg': theme.backTopBGI ?? backTopBackground(theme),
    '--long-video-new-user-bg': theme.longVideoNewUserBgi,
    '--ad-bg': theme.adBgi,
    '--ad-btn-color': theme.adBtnColor,
    '--publish-pop-bg': theme.publishPopBGC,
    '--publish-btn-left-top': theme.publishBtnLeftTop ?? theme.fotActiveColor,
    '--publish-btn-left-bottom': theme.publishBtnLeftBottom ?? theme.tabActiveTextColor,
    '--publish-btn-right': publishRight,
    '--publish-btn-fg': mode === 'dark' ? theme.publishPopBGC : readableTextOn(publishRight),
    '--mine-bg1': theme.bg1,
    '--mine-bg2': theme.bg2,
    '--mine-linear-1': theme.linearColor1,
    '--mine-linear-2': theme.linearColor2,
    '--mine-gradient': `linear-gradient(180deg, ${theme.linearColor1} 0%, ${theme.linearColor2} 100%)`,
  };
}

/**
 * Variables for a red/orange palette. A palette names only three colours, so the rest come
 * from the default theme: a `data-theme="red"` element is then complete on its own.
 * The tab text follows the palette's active colour (our choice) so it does not stay blue.
 */
export function paletteCssVars(
  palette: ColourPalette,
  mode: ShownMode = 'dark',
): Record<ThemeCssVar, string> {
  const c = paletteColours(palette, mode);
  return {
    ...themeCssVars(themeIn(DEFAULT_THEME, mode), mode),
    '--fot-active-color': c.fotActiveColor,
    '--fot-active-fg': readableTextOn(c.fotActiveColor),
    '--tab-active-text': c.fotActiveColor,
    '--notice-bar-bg': c.noticeBarBGC,
    '--ad-btn-color': c.adBtnColor,
  };
}

/** A palette's three colours in a mode (light: the same deepening and tint as a theme's). */
function paletteColours(palette: ColourPalette, mode: ShownMode): ColourPalette {
  if (mode === 'dark') return palette;
  const light = lightColours({
    ...THEME_COLOURS.default,
    fotActiveColor: palette.fotActiveColor,
    tabActiveTextColor: palette.fotActiveColor,
    noticeBarBGC: palette.noticeBarBGC,
    adBtnColor: palette.adBtnColor,
  });
  return {
    ...palette,
    fotActiveColor: light.fotActiveColor,
    noticeBarBGC: light.noticeBarBGC,
    adBtnColor: light.adBtnColor,
  };
}

/** A theme as a mode shows it: itself in dark, its light colours (lightColours) in light. */
export function themeIn(theme: Theme, mode: ShownMode): Theme {
  if (mode === 'dark') return theme;
  return buildTheme(
    theme.value,
    theme.label,
    theme.theme,
    lightColours(THEME_COLOURS[theme.theme]),
  );
}

/** Every custom property a theme or palette sets in a mode, by `data-theme` key. */
export function themeVarsByKey(mode: ShownMode): [string, Record<ThemeCssVar, string>][] {
  return [
    ...THEMES.map((t): [string, Record<ThemeCssVar, string>] => [
      t.theme,
      themeCssVars(themeIn(t, mode), mode),
    ]),
    ...PALETTES.map((p): [string, Record<ThemeCssVar, string>] => [p.key, paletteCssVars(p, mode)]),
  ];
}

const cssBlock = (selector: string, vars: Record<string, string>): string =>
  `${selector} { ${Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`;

/**
 * One stylesheet with a `[data-theme="<key>"]` block per theme and per palette, then the light
 * mode's `[data-mode="light"][data-theme="<key>"]` blocks. The root layout inlines it and sets
 * data-theme on <html> server-side (the head script sets data-mode), so the first paint is
 * already themed (no flash while the config loads).
 */
export function themeCssText(): string {
  return [
    ...themeVarsByKey('dark').map(([key, vars]) => cssBlock(`[data-theme="${key}"]`, vars)),
    ...themeVarsByKey('light').map(([key, vars]) =>
      cssBlock(`[data-mode="light"][data-theme="${key}"]`, vars),
    ),
  ].join('\n');
}

/**
 * The installed app's theme colour (the web manifest's `theme_color` and the page's
 * `theme-color`, which tint the status bar and the task switcher): the season's notice-bar
 * colour. Our choice: §3 names no such field, and of a theme's colours this one is a bar's,
 * dark enough in every theme for the system's white status-bar text.
 */
export function themeColourOf(theme: Theme): string {
  return theme.noticeBarBGC;
}
