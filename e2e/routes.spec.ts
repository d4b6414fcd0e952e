import { expect, test } from '@playwright/test';
import { builtRoutes, watchConsole, waitForHydration } from './helpers.ts';

/**
 * Every route of the build answers 200 with its H1, hydrates, and logs no console error or
 * warning (hydration mismatches are console errors). Routes are checked in batches so one
 * browser page serves many routes.
 */
const routes = await builtRoutes();
const BATCH = 40;
for (let i = 0; i < routes.length; i += BATCH) {
  const batch = routes.slice(i, i + BATCH);
  test(`routes ${i + 1}–${i + batch.length} of ${routes.length} render with an H1 and no console problems`, async ({ page }) => {
    const problems = watchConsole(page);
    for (const route of batch) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first(), route).toBeVisible();
      expect(problems, `console on ${route}`).toEqual([]);
    }
  });
}
