'use client';
// The stored colour-mode choice for the settings screens: read from localStorage `colorMode`
// once hydrated (the server cannot know it), kept in step with another tab's choice.
import { useCallback, useSyncExternalStore } from 'react';

import type { ColorMode } from '@/lib/domain/shell/color-mode';

import { COLOR_MODE_STORAGE_KEY, setColorMode, storedColorMode } from './color-mode-boot';

const CHANGED = 'colormodechange';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

const readStored = (): ColorMode => storedColorMode(window.localStorage);

/** [the choice (null until hydrated), choose]. */
export function useColorMode(): [ColorMode | null, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, readStored, () => null);
  const choose = useCallback((next: ColorMode) => {
    setColorMode(window, next);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [mode, choose];
}
