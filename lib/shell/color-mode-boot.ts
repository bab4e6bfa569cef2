// The colour mode on <html data-mode>, set by a head script before the first paint (no dark
// flash for a light user, and no light flash the other way). The choice lives in localStorage
// `colorMode` (深色 / 浅色 / 跟随系统: dark | light | system; anything else is dark, the default).
// The same script keeps following: a system switch under 跟随系统, another tab's choice (the
// storage event), and the settings screen's choice (setColorMode) all re-apply it.
import {
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  LIGHT_THEME_COLOUR,
  parseColorMode,
  type ColorMode,
} from '@/lib/domain/shell/color-mode';

/** localStorage key of the chosen colour mode. */
export const COLOR_MODE_STORAGE_KEY = 'colorMode';
export const LIGHT_QUERY = '(prefers-color-scheme: light)';

export interface ColorModePlan {
  readonly storageKey: string;
  readonly modes: readonly string[];
  readonly fallback: string;
  readonly query: string;
  /** theme-color in light mode; dark keeps the server's (the season's, app/layout). */
  readonly lightThemeColour: string;
}

export function colorModePlan(): ColorModePlan {
  return {
    storageKey: COLOR_MODE_STORAGE_KEY,
    modes: COLOR_MODES,
    fallback: DEFAULT_COLOR_MODE,
    query: LIGHT_QUERY,
    lightThemeColour: LIGHT_THEME_COLOUR,
  };
}

/** The window parts the script uses (fakes in tests). */
export interface ColorModeWindow {
  document: {
    documentElement: {
      setAttribute(name: string, value: string): void;
      style: { colorScheme: string };
    };
    querySelectorAll(selector: string): ArrayLike<{
      getAttribute(name: string): string | null;
      setAttribute(name: string, value: string): void;
    }>;
    addEventListener(type: string, listener: () => void): void;
  };
  localStorage: Pick<Storage, 'getItem'>;
  matchMedia?: (query: string) => {
    matches: boolean;
    addEventListener?(type: 'change', listener: () => void): void;
  };
  addEventListener(type: string, listener: (event: { key?: string | null }) => void): void;
}

/**
 * Reads the stored choice (or takes `chosen`) and the system's preference now, and shows the resulting mode:
 * `data-mode` and color-scheme on <html>, and the theme-color meta (its dark value kept in
 * `data-dark` to come back to). Self-contained: the head script is built from its source.
 * Returns the mode shown.
 */
export function applyColorMode(win: ColorModeWindow, plan: ColorModePlan, chosen?: string): string {
  let choice = plan.fallback;
  try {
    const stored = chosen === undefined ? win.localStorage.getItem(plan.storageKey) : chosen;
    if (stored !== null && plan.modes.indexOf(stored) >= 0) choice = stored;
  } catch {
    // Storage blocked (private mode, cookies off): the default.
  }
  let shown = choice;
  if (choice === 'system') {
    const query = typeof win.matchMedia === 'function' ? win.matchMedia(plan.query) : null;
    shown = query !== null && query.matches ? 'light' : 'dark';
  }
  const root = win.document.documentElement;
  root.setAttribute('data-mode', shown);
  root.style.colorScheme = shown;
  const metas = win.document.querySelectorAll('meta[name="theme-color"]');
  for (let i = 0; i < metas.length; i++) {
    const meta = metas[i]!;
    let dark = meta.getAttribute('data-dark');
    if (dark === null) {
      dark = meta.getAttribute('content') ?? '';
      meta.setAttribute('data-dark', dark);
    }
    meta.setAttribute('content', shown === 'light' ? plan.lightThemeColour : dark);
  }
  return shown;
}

/**
 * The head script's body: applies the mode, then follows the system (under 跟随系统), another
 * tab's choice, and the theme-color meta once the document has parsed.
 */
export function runColorModeBoot(
  win: ColorModeWindow,
  plan: ColorModePlan,
  apply: typeof applyColorMode,
): void {
  const again = () => {
    apply(win, plan);
  };
  again();
  const query = typeof win.matchMedia === 'function' ? win.matchMedia(plan.query) : null;
  if (query !== null && typeof query.addEventListener === 'function') {
    query.addEventListener('change', again);
  }
  win.addEventListener('storage', (event) => {
    if (event.key === plan.storageKey || event.key === null) again();
  });
  win.document.addEventListener('DOMContentLoaded', again);
}

/** The inline <script> text (static per build; runs under the page's CSP nonce). */
export function colorModeBootScript(): string {
  const plan = JSON.stringify(colorModePlan()).replace(/</g, '\\u003c');
  return `try{(${runColorModeBoot.toString()})(window,${plan},${applyColorMode.toString()})}catch(e){}`;
}

/** The choice stored now (the settings screen's checked option). */
export function storedColorMode(local: Pick<Storage, 'getItem'> | undefined): ColorMode {
  try {
    return parseColorMode(local?.getItem(COLOR_MODE_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

/** Stores a choice and shows it at once (the head script's listeners read the same key). */
export function setColorMode(win: ColorModeWindow & { localStorage: Storage }, mode: ColorMode) {
  try {
    win.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the choice shows on this page and is forgotten on reload.
  }
  applyColorMode(win, colorModePlan(), mode);
}
