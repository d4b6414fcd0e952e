import { whenShellHydrated } from './hydration.ts';

/** The longest the first page's content waits for an idle moment once the shell is interactive. */
export const CONTENT_IDLE_TIMEOUT_MS = 1_000;

/** Input that shows the reader is about to use the page: load the content now, not at idle. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Resolves when the first page's content chunk should be requested: after the shell has
 * hydrated (so the chunk never competes with the shell's own scripts or its hydration), at the
 * first idle moment, or at once on the reader's first input.
 */
export function contentWanted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, done, { capture: true, passive: true });
    void whenShellHydrated.then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: CONTENT_IDLE_TIMEOUT_MS });
      else setTimeout(done, 0);
    });
  });
}
