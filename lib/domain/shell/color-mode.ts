// The colour mode (深色 / 浅色 / 跟随系统): a user preference beside the seasonal theme, not part
// of it. Dark is the default and keeps the spec's colours (§9 header #181924); light swaps the
// neutral surfaces and text, and gives each theme light-mode variants of its colours: accents
// deepened until they read on the light background, seasonal surfaces tinted pale so the dark
// text reads on them. Not the spec's `isLight` flag (that is the light app channel).
import { HEADER_DEFAULTS } from '../platform/constants';
import { contrastRatio, luminance } from './contrast';
import type { ThemeColours } from './theme-palettes';

export const COLOR_MODES = ['dark', 'light', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** What a page shows: `system` resolves to one of these. */
export type ShownMode = 'dark' | 'light';

export const DEFAULT_COLOR_MODE: ColorMode = 'dark';

export const COLOR_MODE_LABELS: Readonly<Record<ColorMode, string>> = {
  dark: '深色',
  light: '浅色',
  system: '跟随系统',
};

/** A stored value, or the default for anything else (a foreign or stale value). */
export function parseColorMode(value: unknown): ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value)
    ? (value as ColorMode)
    : DEFAULT_COLOR_MODE;
}

export function shownModeOf(mode: ColorMode, systemPrefersLight: boolean): ShownMode {
  if (mode === 'system') return systemPrefersLight ? 'light' : 'dark';
  return mode;
}

/** The neutral tokens of a mode (globals.css declares them; themes-css.test pins the match). */
export interface ModeSurfaces {
  /** --app-bg: the page. */
  readonly bg: string;
  /** --app-fg: body text. */
  readonly fg: string;
  /** --app-fg-muted: secondary text. */
  readonly fgMuted: string;
  /** --app-header-bg: the kit header and sticky bars. */
  readonly header: string;
  /** --app-card-bg: solid cards, sheets and dialogs. */
  readonly card: string;
  /** --app-ink: the channels of translucent fills and lines (rgb(var(--app-ink) / 6%)). */
  readonly ink: string;
}

export const MODE_SURFACES: Readonly<Record<ShownMode, ModeSurfaces>> = {
  dark: {
    bg: '#0f1018',
    fg: '#f2f3f7',
    fgMuted: '#8b8fa3',
    header: HEADER_DEFAULTS.background,
    card: '#1c1d2b',
    ink: '255 255 255',
  },
  light: {
    bg: '#f5f6fa',
    fg: '#15161f',
    fgMuted: '#5c6070',
    header: '#ffffff',
    card: '#ffffff',
    ink: '0 0 0',
  },
};

/** The installed app's bar colour in light mode (dark keeps the season's, themeColourOf). */
export const LIGHT_THEME_COLOUR = MODE_SURFACES.light.header;

/** Text and icons on the page background: WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const d = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(d.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `colour` moved `t` (0..1) of the way to `target`. */
export function mixColour(colour: string, target: string, t: number): string {
  const a = toRgb(colour);
  const b = toRgb(target);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb);
}

/** The contrast of two hex colours. */
export function contrastOf(a: string, b: string): number {
  return contrastRatio(luminance(a)!, luminance(b)!);
}

/**
 * The colour itself when it reads on `background`, else the least-deepened shade of it that
 * does (toward black in 5% steps): the festive hue stays, only darker.
 */
export function deepenToRead(colour: string, background: string, ratio = TEXT_CONTRAST): string {
  for (let step = 0; step <= 20; step++) {
    const shade = mixColour(colour, '#000000', step / 20);
    if (contrastOf(shade, background) >= ratio) return shade;
  }
  return '#000000';
}

/**
 * The darkest ground an accent sits on in light mode: a tag or button fill (up to 10% of the
 * ink) over the page. Accents are deepened to read on it, so they read on the page too.
 */
export const LIGHT_ACCENT_GROUND = mixColour(MODE_SURFACES.light.bg, '#000000', 0.1);

/** How far a seasonal surface (notice bar, popup, mine header) is tinted toward white. */
const SURFACE_TINT = 0.86;

const tint = (colour: string): string => mixColour(colour, '#ffffff', SURFACE_TINT);

/**
 * A theme's colours for light mode. Accents (the active tab, tab text, ad button) are deepened
 * to read on the light page and on fills over it (LIGHT_ACCENT_GROUND); bar and card surfaces become pale tints of the season's colours.
 * The publish buttons keep their colours (they carry their own text colour).
 */
export function lightColours(c: ThemeColours): ThemeColours {
  const bg = LIGHT_ACCENT_GROUND;
  return {
    fotActiveColor: deepenToRead(c.fotActiveColor, bg),
    noticeBarBGC: tint(c.noticeBarBGC),
    tabActiveTextColor: deepenToRead(c.tabActiveTextColor, bg),
    adBtnColor: deepenToRead(c.adBtnColor, bg),
    publishPopBGC: tint(c.publishPopBGC),
    publishBtn: c.publishBtn,
    linearColor1: tint(c.linearColor1),
    linearColor2: tint(c.linearColor2),
  };
}
