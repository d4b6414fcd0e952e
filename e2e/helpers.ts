import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type ConsoleMessage } from '@playwright/test';
import type { RouteMap } from '../src/runtime/route-map.ts';
import { outDirs } from '../src/node/build/vite-settings.ts';

const BUILD = outDirs(path.join(import.meta.dirname, '..'));
export const SITE_DIR = BUILD.site;
/** The client build's Vite manifest (kept beside the site, not published). */
export const CLIENT_MANIFEST = BUILD.clientManifest;

/** Every route of the build, from the per-version route maps the build writes. */
export async function builtRoutes(): Promise<string[]> {
  const dir = path.join(SITE_DIR, 'docs/__route-map');
  // Only the maps: the build also writes .br and .gz beside them.
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  const routes: string[] = [];
  for (const file of files) {
    const map = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as RouteMap;
    routes.push(...Object.keys(map.routes));
  }
  return routes.sort();
}

/** Collects console errors/warnings and page errors; React's hydration mismatches land here. */
export const PICKER_LEGACY_DEPRECATION = '[Ionic Warning]: [ion-picker-legacy] - ion-picker-legacy and ion-picker-legacy-column have been deprecated';

export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    // The one documented warning: the picker-legacy page's demo frames use the deprecated
    // component, and Ionic announces it; a frame still loading can log it after the next goto.
    if (msg.type() === 'warning' && msg.text().startsWith(PICKER_LEGACY_DEPRECATION)) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
