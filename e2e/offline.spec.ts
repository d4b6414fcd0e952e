import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

// Issue 17: after one visit, visited pages and search work offline, and a page never visited
// shows the site's offline notice instead of the browser's error page.

test('offline after the first visit: visited pages and search work, unvisited pages show the notice', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  // Registered after load; installs (shell, route map, search index), then takes control.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
  // A page read in full while the worker is in control is kept whole (its HTML and chunks).
  await page.goto('/docs/theming/dark-mode');
  await waitForHydration(page);

  await context.setOffline(true);
  // A visited page, loaded in full: from the worker's cache, and it hydrates.
  await page.goto('/docs/theming/dark-mode');
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('Dark Mode');

  // Search answers from the index fetched when the worker installed.
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('dark mode');
  await expect(page.locator('.DocSearch-Hit a[href="/docs/theming/dark-mode"]').first()).toBeVisible();

  // A page never visited (nor prefetched: no link to it was on screen), by a search hit: the
  // notice inside the site, with the layout around it.
  await page.locator('.DocSearch-Input').fill('ion-button');
  await page.locator('.DocSearch-Hit a[href="/docs/api/button"]').first().click();
  await expect(page.locator('[data-offline-notice]')).toContainText('You are offline');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // …and loaded in full: the site's offline page, not the browser's.
  await page.goto('/docs/cli/commands/serve');
  await expect(page.locator('#offline-notice')).toContainText('You are offline');
  await context.setOffline(false);
});
