/** The fallback moves 85 % of the remaining distance per frame. */
export const SMOOTH_SCROLL_FACTOR = 0.85;

/** The next scroll position of the fallback animation. */
export function nextSmoothScrollStep(current: number, target: number): number {
  const remaining = target - current;
  if (Math.abs(remaining) < 1) return target;
  return current + remaining * SMOOTH_SCROLL_FACTOR;
}

let fallbackFrame = 0;
/** Whether the browser's own smooth scroll may still be moving the page (until its scrollend). */
let nativeUnderWay = false;
const nativeEnded = () => (nativeUnderWay = false);

/**
 * Stops a smooth scroll still under way, so a later scroll (a restore on Back) is not undone by
 * its remaining frames. An instant scroll ends the browser's own animation, but its last frames
 * can still land (see hold-scroll.ts): the result says whether one was under way.
 */
export function cancelSmoothScroll(): boolean {
  cancelAnimationFrame(fallbackFrame);
  // The listener of the scroll being cancelled must not end a later one.
  window.removeEventListener('scrollend', nativeEnded);
  const interrupted = nativeUnderWay;
  nativeUnderWay = false;
  return interrupted;
}

/** Smooth scroll to `top`: native where the browser has it, else the frame-by-frame fallback. */
export function smoothScrollTo(top: number): void {
  cancelSmoothScroll();
  if ('scrollBehavior' in document.documentElement.style) {
    nativeUnderWay = true;
    window.addEventListener('scrollend', nativeEnded, { once: true });
    window.scrollTo({ top, behavior: 'smooth' });
    return;
  }
  const step = () => {
    const next = nextSmoothScrollStep(window.scrollY, top);
    window.scrollTo(0, next);
    if (next !== top) fallbackFrame = requestAnimationFrame(step);
  };
  fallbackFrame = requestAnimationFrame(step);
}
