// The pre-paint theme pick: which `data-theme` <html> carries before React runs. This tab's
// cached config (sessionStorage `config`) decides, as it decides the rest of the session (§2
// loads the config only if missing). Without one, the theme the server rendered from the config
// it fetched with the page (marked `data-theme-fresh`) stays, else the theme key the last visit
// wrote (localStorage `themeKey`) applies. The root layout inlines this as a tiny script that
// sets the attribute before the first paint; next-themes reads the same key.
import { CONFIG_REFRESH_SECONDS, CONFIG_SESSION_KEY } from '@/lib/domain/platform/constants';
import { PALETTES } from '@/lib/domain/shell/theme-palettes';
import { DEFAULT_THEME, THEMES, THEME_KEYS } from '@/lib/domain/shell/themes';

/** localStorage key of the last applied theme key (next-themes' `storageKey`). */
export const THEME_STORAGE_KEY = 'themeKey';

/** Every `data-theme` value the stylesheet defines: eight seasonal themes and two palettes. */
export const ALL_THEME_KEYS: readonly string[] = [...THEME_KEYS, ...PALETTES.map((p) => p.key)];

export interface ThemeBootInput {
  /** Raw text of sessionStorage `config`, or null. */
  config: string | null;
  /** Raw text of localStorage `themeKey`, or null. */
  stored: string | null;
  /** The server rendered the page with the current config's theme (`data-theme-fresh`). */
  fresh?: boolean;
  /** That config's `serverTime` (the attribute's value), or NaN when not given. */
  freshAt?: number;
}

export interface ThemeBootPlan {
  readonly configKey: string;
  readonly storageKey: string;
  readonly themes: Readonly<Record<string, string>>;
  readonly keys: readonly string[];
  readonly fallback: string;
  /** CONFIG_REFRESH_SECONDS: a cached config this much older than the page's gives way. */
  readonly refreshSeconds: number;
}

/**
 * The decision the inline script makes, as a self-contained function: the script text is
 * built from its source (`toString`), so it must not reference anything outside itself.
 * A cached config wins (it is this tab's truth) unless the page's is refreshSeconds newer (the
 * bootstrap then takes the page's); its theme maps like `themeFor` (a number or
 * digits-only text; anything else is the default). Without one, a page rendered with a fresh
 * config keeps its theme, and otherwise a known stored key is kept.
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
    const cachedAt = (config as { serverTime?: unknown } | null)?.serverTime;
    // The bootstrap replaces a copy this old with the page's (seedConfig): paint the page's.
    const replaced =
      input.fresh === true &&
      typeof cachedAt === 'number' &&
      (input.freshAt ?? NaN) - cachedAt >= plan.refreshSeconds;
    if (replaced) return null;
    if (typeof config === 'object' && config !== null && !Array.isArray(config)) {
      const value = (config as { theme?: unknown }).theme;
      let text: string | null = null;
      if (typeof value === 'number') text = String(value);
      else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) text = String(+value);
      const key = text !== null && Object.prototype.hasOwnProperty.call(plan.themes, text);
      return key ? (plan.themes[text as string] as string) : plan.fallback;
    }
  }
  // Without one, the theme the server took from the config it fetched with the page stays.
  if (input.fresh) return null;
  return input.stored !== null && plan.keys.indexOf(input.stored) >= 0 ? input.stored : null;
}

/**
 * Runs in the page head. Applies the pick and records it under `themeKey`, so next-themes'
 * script (which reads only that key) agrees; a stale or foreign value there is removed.
 * Storage that throws (blocked cookies, private mode) leaves the server default.
 */
export function runThemeBoot(
  doc: {
    documentElement: {
      setAttribute(name: string, value: string): void;
      getAttribute(name: string): string | null;
      hasAttribute(name: string): boolean;
    };
  },
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  session: Pick<Storage, 'getItem'>,
  plan: ThemeBootPlan,
  pick: typeof pickBootTheme,
): void {
  try {
    const stored = local.getItem(plan.storageKey);
    const fresh = doc.documentElement.hasAttribute('data-theme-fresh');
    const freshAt = Number(doc.documentElement.getAttribute('data-theme-fresh') || NaN);
    const key = pick({ config: session.getItem(plan.configKey), stored, fresh, freshAt }, plan);
    if (key === null) {
      // The server's theme stays: remember it, so next-themes' own script (which reads only
      // that key) keeps it too instead of falling back to the default.
      const shown = fresh ? doc.documentElement.getAttribute('data-theme') : null;
      if (shown !== null && plan.keys.indexOf(shown) >= 0) {
        if (stored !== shown) local.setItem(plan.storageKey, shown);
      } else if (stored !== null && plan.keys.indexOf(stored) < 0) {
        local.removeItem(plan.storageKey);
      }
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
    refreshSeconds: CONFIG_REFRESH_SECONDS,
  };
}

/**
 * The inline <script> text. Static for a given build (no per-request data); it runs under the
 * page's CSP nonce (app/layout.tsx). `<` is escaped so no value can close the
 * script element.
 */
export function themeBootScript(): string {
  const plan = JSON.stringify(themeBootPlan()).replace(/</g, '\\u003c');
  // Merely naming localStorage throws where cookies are blocked: hence the outer try.
  return `try{(${runThemeBoot.toString()})(document,localStorage,sessionStorage,${plan},${pickBootTheme.toString()})}catch(e){}`;
}
