/** How long a restored position is held against scrolling the reader did not cause. */
export const HOLD_SCROLL_MS = 1000;

/** Input that means the reader is scrolling, which a hold must never fight. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let release: (() => void) | null = null;

/**
 * Keeps the page at `top` for a moment after a navigation interrupted a smooth scroll: its
 * last frames can still land after the instant scroll that should have ended it (Chromium
 * animates it off the main thread, and the cancel reaches that thread late), leaving the reader
 * at the anchor they just went back from. Any input of the reader's ends the hold at once.
 */
export function holdScroll(top: number): void {
  release?.();
  const onScroll = () => {
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo(0, top);
  };
  const timer = window.setTimeout(() => release?.(), HOLD_SCROLL_MS);
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    release = null;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  release = stop;
}

/** Ends a hold early: a new navigation scrolls where it must. */
export function releaseScrollHold(): void {
  release?.();
}
