import { create } from 'zustand';
import config from '../../site.config.ts';
import { siteStorage } from '../runtime/storage.ts';

import { COLOR_MODE_STORAGE_KEY, type ColorMode } from '../shared/color-mode-script.ts';

export { COLOR_MODE_STORAGE_KEY, type ColorMode };

interface ColorModeState {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
}

function apply(mode: ColorMode) {
  document.documentElement.dataset.theme = mode;
}

/**
 * Light by default; the system preference is not followed. The inline head script
 * (colorModeScript) sets `data-theme` before first paint; this store takes over after hydration.
 */
export const useColorMode = create<ColorModeState>((set) => ({
  mode: config.colorMode.defaultMode,
  setMode: (mode) => {
    apply(mode);
    siteStorage().set(COLOR_MODE_STORAGE_KEY, mode);
    set({ mode });
  },
}));

export function parseColorMode(value: string | null): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Reads the stored mode after hydration and follows changes made in other tabs. */
export function startColorModeSync(): () => void {
  const storage = siteStorage();
  const stored = parseColorMode(storage.get(COLOR_MODE_STORAGE_KEY));
  if (stored) {
    apply(stored);
    useColorMode.setState({ mode: stored });
  }
  return storage.listen(COLOR_MODE_STORAGE_KEY, (value) => {
    const mode = parseColorMode(value) ?? config.colorMode.defaultMode;
    apply(mode);
    useColorMode.setState({ mode });
  });
}
