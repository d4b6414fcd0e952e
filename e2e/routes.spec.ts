import { expect, test } from '@playwright/test';
import { builtRoutes, watchConsole, waitForHydration } from './helpers.ts';
import { duplicateIds, hydrationProblems, watchRequests } from './page-problems.ts';
import { sampled, sampleLabel } from './sample.ts';

/**
 * Every route of the build answers 200 with its H1, hydrates, and logs no console error or
 * warning, no hydration mismatch, no failed request, and repeats no element id. Routes are
 * checked in batches so one browser page serves many routes; the checks read what the one
 * navigation per route already produced.
 */
const routes = sampled(await builtRoutes());
const BATCH = 40;
for (let i = 0; i < routes.length; i += BATCH) {
  const batch = routes.slice(i, i + BATCH);
  test(`routes ${i + 1}–${i + batch.length} of ${routes.length} (${sampleLabel()}) render with an H1 and no console, request, hydration or id problems`, async ({
    page,
  }) => {
    // About a second a route on a busy 2-core machine; the default minute is too tight for 40.
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const requests = watchRequests(page);
    for (const route of batch) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first(), route).toBeVisible();
      expect(hydrationProblems(problems), `hydration on ${route}`).toEqual([]);
      expect(problems, `console on ${route}`).toEqual([]);
      expect(requests, `requests of ${route}`).toEqual([]);
      expect(await duplicateIds(page), `ids used more than once on ${route}`).toEqual([]);
    }
  });
}
