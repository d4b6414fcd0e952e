import { useSyncExternalStore } from 'react';

/** Hydration flag: false until the first client render has committed, then true. */
let hydrated = false;
const listeners = new Set<() => void>();

let layoutCommitted = false;
let held = 0;

/**
 * Keeps the flag down while a lazily loaded part of the first page (a Suspense boundary whose
 * chunk is still on its way) has not hydrated: until then a click on it is lost, and a test or
 * script that waits for the flag would act too early. Returns the release, safe to call twice.
 */
export function holdHydration(): () => void {
  held += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    settle();
  };
}

/** Called from the root layout's first effect, i.e. once the first client render has committed. */
export function markHydrated(): void {
  layoutCommitted = true;
  settle();
}

function settle(): void {
  if (hydrated || !layoutCommitted || held > 0) return;
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
