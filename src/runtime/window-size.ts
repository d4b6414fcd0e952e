import { useEffect, useState } from 'react';
import { isHydrated, useIsHydrated } from './hydration.ts';

/** Desktop means a viewport wider than 996 px. */
export const DESKTOP_BREAKPOINT = 996;
export type WindowSize = 'ssr' | 'desktop' | 'mobile';

export function windowSizeOf(width: number): Exclude<WindowSize, 'ssr'> {
  return width > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile';
}

/** The window size for code outside React render; reading it before hydration is a developer error. */
export function getWindowSize(): Exclude<WindowSize, 'ssr'> {
  if (!isHydrated() || typeof window === 'undefined') {
    throw new Error('The window size was read before hydration. Use the useWindowSize() hook, which answers "ssr" until the page has hydrated.');
  }
  return windowSizeOf(window.innerWidth);
}

/** `ssr` before mount, then desktop or mobile, updated on resize. */
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
