import type NProgress from 'nprogress';
import { lazyProgressBar } from './lazy-progress-bar.ts';

/** Progress-bar settings, and the delay before it starts. */
export const PROGRESS_SETTINGS = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false, trickle: false } as const;
export const PROGRESS_TRICKLE_RATE = 0.02;
export const PROGRESS_DELAY_MS = 200;

/**
 * Starts the bar 200 ms after a route change to a different path begins (fast changes never
 * show it) and finishes it when the route update completes. No spinner.
 */
export function createRouteProgress(bar: Pick<typeof NProgress, 'start' | 'done' | 'configure' | 'inc'> = lazyProgressBar) {
  bar.configure({ ...PROGRESS_SETTINGS });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let shown = false;
  return {
    /** A navigation to another path began. */
    begin() {
      if (timer || shown) return;
      timer = setTimeout(() => {
        timer = undefined;
        shown = true;
        bar.start();
        // nprogress 0.2 has no trickle-rate option: trickle by the spec's rate ourselves.
        trickle = setInterval(() => bar.inc(PROGRESS_TRICKLE_RATE), PROGRESS_SETTINGS.trickleSpeed);
      }, PROGRESS_DELAY_MS);
    },
    /** The route update completed (or was cancelled). */
    end() {
      clearTimeout(timer);
      clearInterval(trickle);
      timer = undefined;
      trickle = undefined;
      if (shown) bar.done();
      shown = false;
    },
  };
}
