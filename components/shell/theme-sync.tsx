'use client';
// The seasonal theme (§3, §4) on <html data-theme>, through next-themes. The config decides:
// once it is in hand its theme is forced (another tab's choice cannot override it), and its
// key is remembered under localStorage `themeKey` for the next visit's pre-paint script
// (lib/shell/theme-boot). Before the config arrives, the pre-painted theme stays as it is.
import { useAtomValue } from 'jotai';
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';

import { DEFAULT_THEME, themeFor } from '@/lib/domain/shell/themes';
import { useHydrated } from '@/lib/shell/use-hydrated';
import { ALL_THEME_KEYS, THEME_STORAGE_KEY } from '@/lib/shell/theme-boot';
import { configAtom } from '@/lib/state/app-atoms';

const THEMES: string[] = [...ALL_THEME_KEYS];

export function ThemeSync({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const config = useAtomValue(configAtom);
  // Not forced in the server's HTML: next-themes' inline script would then apply the server's
  // config over the one this tab cached (the head script's pick, lib/shell/theme-boot).
  const hydrated = useHydrated();
  const key = config === null || !hydrated ? undefined : themeFor(config.theme).theme;
  // The screens are siblings of the provider, not its children: its value changes when the
  // theme is forced after hydration, and a context change above a Suspense boundary that is
  // still hydrating (a launch frame waiting for its screen's code) makes React throw the
  // server's markup away and render the whole screen again. Nothing below reads the theme.
  return (
    <>
      <ThemeProvider
        attribute="data-theme"
        themes={THEMES}
        enableSystem={false}
        // color-scheme is fixed to dark in globals.css; next-themes would only set it for light/dark.
        enableColorScheme={false}
        storageKey={THEME_STORAGE_KEY}
        defaultTheme={DEFAULT_THEME.theme}
        forcedTheme={key}
        // Its inline script runs under the page's CSP only with the request's nonce.
        nonce={nonce}
        // Not disableTransitionOnChange: nothing here transitions a colour (only opacity,
        // transform and visibility), and next-themes' way of disabling transitions (a `*{transition:none}`
        // sheet, a forced style read, the sheet removed a moment later) restyled the whole
        // document twice on every theme it applied, i.e. on every page load.
      >
        <RememberTheme themeKey={key} />
      </ThemeProvider>
      {children}
    </>
  );
}

function RememberTheme({ themeKey }: { themeKey: string | undefined }) {
  const { theme, setTheme } = useTheme();
  useEffect(() => {
    // setTheme writes localStorage `themeKey`; the forced theme is what shows either way.
    if (themeKey !== undefined && theme !== themeKey) setTheme(themeKey);
  }, [themeKey, theme, setTheme]);
  return null;
}
