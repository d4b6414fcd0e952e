import { useSyncExternalStore } from 'react';

/** Spec §4 hydration flag: false until the first client render has committed, then true. */
let hydrated = false;
const listeners = new Set<() => void>();

/** Called from the root layout's first effect, i.e. once the first client render has committed. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  // Lets tests (and CSS) wait for a hydrated page.
  document.documentElement.dataset.hydrated = 'true';
  for (const listener of listeners) listener();
}

export function isHydrated(): boolean {
  return hydrated;
}

export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hydrated,
    () => false,
  );
}
