/**
 * A page's scripts are requested only once the browser has painted it (src/node/build/
 * deferred-scripts.ts). Requested earlier, they compete with the page for a slow link, and
 * Lighthouse's mobile simulation counts a script that arrived before the observed first paint
 * as needed for the first and largest paints: 0.7 s became 1.3 and 1.9 s in some runs. The
 * browser's own paint timing is the reference here, on the same clock as its resource timing.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

const PAGES = ['/docs/', '/docs/theming/dark-mode', '/docs/api/button', '/docs/v7/react/navigation'];

for (const route of PAGES) {
  test(`${route} requests no script before its first contentful paint`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\.m?js$/.test(new URL(r.name).pathname))
        .map((r) => ({ file: new URL(r.name).pathname, at: r.startTime })),
    }));
    expect(timings.paint, 'the browser reported a first contentful paint').not.toBeNull();
    // The entry, its preloads and the sidebar: at least those are fetched once the page has painted.
    expect(timings.scripts.length).toBeGreaterThanOrEqual(3);
    const early = timings.scripts.filter((s) => s.at < (timings.paint as number));
    expect(early, `first contentful paint at ${timings.paint?.toFixed(1)} ms`).toEqual([]);
  });
}
