import type { createBrowserRouter } from 'react-router';
import { startColorModeSync } from '../stores/color-mode.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Behaviours that start once the app is on screen (they touch storage and window). */
export function startClientBehaviours(_router: DataRouter): void {
  startColorModeSync();
}
