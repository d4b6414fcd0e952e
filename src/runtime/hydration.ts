import { useEffect, useId, useState, useSyncExternalStore } from 'react';

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
function holdHydration(): () => void {
  held += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    settle();
  };
}

let shellHydrated: () => void = () => {};
/** Resolves once the shell (everything but content still waiting for its chunk) has hydrated. */
export const whenShellHydrated: Promise<void> = new Promise((resolve) => (shellHydrated = resolve));

/** The performance mark set when the shell has hydrated (a reader's trace, and the first-load check, read it). */
export const SHELL_HYDRATED_MARK = 'docs:shell-hydrated';

/** Called from the root layout's first effect, i.e. once the first client render has committed. */
export function markHydrated(): void {
  layoutCommitted = true;
  performance.mark(SHELL_HYDRATED_MARK);
  shellHydrated();
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

/** Holds taken by useHydrationHold, by the taking component's id. */
const componentHolds = new Map<string, () => void>();

/**
 * Holds the flag from a component's first render during hydration until the returned release
 * runs (a ReleaseOnCommit beside the part it waits for) or the component unmounts. Keyed by the
 * component's useId, which a render React discards and retries keeps: a retry reuses the hold
 * instead of leaving one behind. `skip` (or a page already hydrated, or the server) takes none.
 */
export function useHydrationHold(skip = false): (() => void) | null {
  const id = useId();
  const [release] = useState(() => {
    if (skip || isHydrated() || typeof document === 'undefined') return null;
    let held = componentHolds.get(id);
    if (!held) {
      const releaseHold = holdHydration();
      held = () => {
        componentHolds.delete(id);
        releaseHold();
      };
      componentHolds.set(id, held);
    }
    return held;
  });
  useEffect(() => () => release?.(), [release]);
  return release;
}

/**
 * Renders nothing; releases a hold once it commits. Placed inside a Suspense boundary beside a
 * lazily loaded part, it commits when that part does.
 */
export function ReleaseOnCommit({ release }: { release: (() => void) | null }): null {
  useEffect(() => release?.(), [release]);
  return null;
}
