import type { createBrowserRouter, Location } from 'react-router';
import { startColorModeSync } from '../stores/color-mode.ts';
import { createRouteProgress } from './route-progress.ts';
import { rememberScroll, scrollAfterNavigation } from './scroll-on-navigate.ts';
import { startKeyboardNavigationMode } from './keyboard-navigation.ts';
import { onUserScroll } from './scroll-pause.ts';
import { startInPageAnchors } from './in-page-anchors.ts';
import config from '../../site.config.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Behaviours that start once the app is on screen (they touch storage, window and the router). */
export function startClientBehaviours(router: DataRouter): void {
  startColorModeSync();
  startKeyboardNavigationMode();
  startInPageAnchors(router, config.router);
  // The router must not restore scroll itself: scrollAfterNavigation owns it (spec §2.2).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const progress = createRouteProgress();
  let current: Location = router.state.location;
  // The entry whose page is on screen. It changes only when the scroll after a navigation runs:
  // until then, scroll events (say, the tail of a smooth scroll when Back is pressed mid-way)
  // still belong to the entry being left, and must not become the position Back returns to.
  let onScreen: Location = current;
  router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state !== 'idle' && target && target.pathname !== current.pathname) progress.begin();
    if (state.navigation.state === 'idle') {
      progress.end();
      if (state.location.key !== current.key) {
        const previous = current;
        const next = state.location;
        current = next;
        // After React has committed the new page.
        requestAnimationFrame(() => {
          onScreen = next;
          scrollAfterNavigation(previous, next, state.historyAction);
        });
      }
    }
  });
  // The reader's own scrolling (never a restore in progress) is what back/forward returns to.
  onUserScroll(() => rememberScroll(onScreen.key));
}
