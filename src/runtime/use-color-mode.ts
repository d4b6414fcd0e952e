import { useColorMode, type ColorMode } from '../stores/color-mode.ts';
import { useColorModeScope } from './providers.tsx';

/** The colour mode and its setter; a developer error outside the site's providers. */
export function useColorModeChoice(): { mode: ColorMode; setMode: (mode: ColorMode) => void } {
  useColorModeScope('useColorMode()');
  const mode = useColorMode((s) => s.mode);
  const setMode = useColorMode((s) => s.setMode);
  return { mode, setMode };
}
