/**
 * While a scroll position is being restored, scroll listeners are paused and then
 * resumed. Listeners that react to the reader's scrolling (navbar hiding, TOC tracking)
 * subscribe through here instead of window directly.
 */
let paused = false;
const listeners = new Set<() => void>();

function dispatch() {
  if (paused) return;
  for (const listener of listeners) listener();
}

export function onUserScroll(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', dispatch, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', dispatch);
  };
}

/** Runs a programmatic scroll with the listeners paused; resumes after the next frames settle. */
export function withScrollPaused(scroll: () => void): void {
  paused = true;
  scroll();
  requestAnimationFrame(() => requestAnimationFrame(() => (paused = false)));
}
