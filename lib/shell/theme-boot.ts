// The pre-paint theme pick: which `data-theme` <html> carries before React runs. The config
// (sessionStorage `config`) arrives after boot, so the root layout inlines a tiny script that
// reads the cached config, else the theme key the last visit wrote (localStorage `themeKey`),
// and sets the attribute before the first paint. next-themes' own script reads the same key.
import { CONFIG_SESSION_KEY } from '@/lib/domain/constants';
import { PALETTES } from '@/lib/domain/theme-palettes';
import { DEFAULT_THEME, THEMES, THEME_KEYS } from '@/lib/domain/themes';

/** localStorage key of the last applied theme key (next-themes' `storageKey`). */
export const THEME_STORAGE_KEY = 'themeKey';

/** Every `data-theme` value the stylesheet defines: eight seasonal themes and two palettes. */
export const ALL_THEME_KEYS: readonly string[] = [...THEME_KEYS, ...PALETTES.map((p) => p.key)];

export interface ThemeBootInput {
  /** Raw text of sessionStorage `config`, or null. */
  config: string | null;
  /** Raw text of localStorage `themeKey`, or null. */
  stored: string | null;
}

export interface ThemeBootPlan {
  readonly configKey: string;
  readonly storageKey: string;
  readonly themes: Readonly<Record<string, string>>;
  readonly keys: readonly string[];
  readonly fallback: string;
}

/**
 * The decision the inline script makes, as a self-contained function: the script text is
 * built from its source (`toString`), so it must not reference anything outside itself.
 * A cached config wins (it is this tab's truth); its theme maps like `themeFor` (a number or
 * digits-only text; anything else is the default). Without one, a known stored key is kept.
 * null: leave the server-rendered attribute (the default theme) alone.
 */
export function pickBootTheme(input: ThemeBootInput, plan: ThemeBootPlan): string | null {
  if (input.config !== null) {
    let config: unknown = null;
    try {
      config = JSON.parse(input.config);
    } catch {
      config = null;
    }
    if (typeof config === 'object' && config !== null && !Array.isArray(config)) {
      const value = (config as { theme?: unknown }).theme;
      let text: string | null = null;
      if (typeof value === 'number') text = String(value);
      else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) text = String(+value);
      const key = text !== null && Object.prototype.hasOwnProperty.call(plan.themes, text);
      return key ? (plan.themes[text as string] as string) : plan.fallback;
    }
  }
  return input.stored !== null && plan.keys.indexOf(input.stored) >= 0 ? input.stored : null;
}

/**
 * Runs in the page head. Applies the pick and records it under `themeKey`, so next-themes'
 * script (which reads only that key) agrees; a stale or foreign value there is removed.
 * Storage that throws (blocked cookies, private mode) leaves the server default.
 */
export function runThemeBoot(
  doc: { documentElement: { setAttribute(name: string, value: string): void } },
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  session: Pick<Storage, 'getItem'>,
  plan: ThemeBootPlan,
  pick: typeof pickBootTheme,
): void {
  try {
    const stored = local.getItem(plan.storageKey);
    const key = pick({ config: session.getItem(plan.configKey), stored }, plan);
    if (key === null) {
      if (stored !== null) local.removeItem(plan.storageKey);
      return;
    }
    doc.documentElement.setAttribute('data-theme', key);
    if (stored !== key) local.setItem(plan.storageKey, key);
  } catch {
    // Nothing to do: the server-rendered default theme stays.
  }
}

export function themeBootPlan(): ThemeBootPlan {
  return {
    configKey: CONFIG_SESSION_KEY,
    storageKey: THEME_STORAGE_KEY,
    themes: Object.fromEntries(THEMES.map((t) => [String(t.value), t.theme])),
    keys: ALL_THEME_KEYS,
    fallback: DEFAULT_THEME.theme,
  };
}

/**
 * The inline <script> text. Static for a given build (no nonce, no per-request data), so a
 * hash-based Content-Security-Policy can allow it. `<` is escaped so no value can close the
 * script element.
 */
export function themeBootScript(): string {
  const plan = JSON.stringify(themeBootPlan()).replace(/</g, '\\u003c');
  // Merely naming localStorage throws where cookies are blocked: hence the outer try.
  return `try{(${runThemeBoot.toString()})(document,localStorage,sessionStorage,${plan},${pickBootTheme.toString()})}catch(e){}`;
}
