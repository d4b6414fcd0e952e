import { startColorModeSync } from '../stores/color-mode.ts';
import { startKeyboardNavigationMode } from './keyboard-navigation.ts';
import { startInPageAnchors } from './in-page-anchors.ts';
import type { PageHistory } from './page-navigator.tsx';
import config from '../../site.config.ts';

/**
 * Behaviours that start once the app is on screen (they touch storage, window and history).
 * Progress bar and scrolling after navigation belong to the navigator (page-navigator.tsx).
 */
export function startClientBehaviours(history: PageHistory): void {
  startColorModeSync();
  startKeyboardNavigationMode();
  startInPageAnchors(history, config.router);
  // The browser must not restore scroll itself: scrollAfterNavigation owns it.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
}
