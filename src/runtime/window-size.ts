import { useEffect, useState } from 'react';
import { useIsHydrated } from './hydration.ts';

/** Spec §9: desktop means a viewport wider than 996 px. */
export const DESKTOP_BREAKPOINT = 996;
export type WindowSize = 'ssr' | 'desktop' | 'mobile';

export function windowSizeOf(width: number): Exclude<WindowSize, 'ssr'> {
  return width > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile';
}

/** Spec §4: `ssr` before mount, then desktop or mobile, updated on resize. */
export function useWindowSize(): WindowSize {
  const hydrated = useIsHydrated();
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(windowSizeOf(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return hydrated ? size : 'ssr';
}
