/**
 * The performance budget, checked on the build rather than timed (timings flake on a busy
 * machine): every page's first-load JavaScript is at most 100 KB gzip, and no page loads search
 * or demo code, or its own content chunk, up front. Two views that must agree:
 * - the HTML of every page of the build (what it names as module scripts and modulepreloads);
 * - what the browser actually fetches before a page's shell has hydrated, on one page of each
 *   kind, so code smuggled in some other way (a script injected at start-up) still counts. The
 *   content's chunk follows once the shell is interactive (src/theme/first-page-content.tsx).
 * tests/first-load.test.ts proves the check trips on a fixture build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Request } from '@playwright/test';
import { checkSiteBudget, FIRST_LOAD_JS_BUDGET, ON_INTENT_ONLY, PAGE_CONTENT_CHUNK } from '../src/node/build/first-load.ts';
import { SITE_DIR, waitForHydration } from './helpers.ts';
import { LAYOUT_IDS } from '../src/shared/layout-ids.ts';
import { SHELL_HYDRATED_MARK } from '../src/runtime/hydration.ts';

test('every page of the build names at most 100 KB gzip of first-load JS, and no search, demo or page content code', async () => {
  const { pages, shell, worst, problems } = await checkSiteBudget(SITE_DIR);
  expect(pages).toBeGreaterThan(100);
  expect(shell.files.length).toBeGreaterThan(0);
  expect(problems, `shared by all pages: ${(shell.gz / 1024).toFixed(1)} KB; heaviest: ${worst.page} at ${(worst.gz / 1024).toFixed(1)} KB`).toEqual([]);
});

/** One page of each kind. */
const KINDS = [
  ['landing', '/docs/'],
  ['guide', '/docs/react/navigation'],
  ['component page with demos', '/docs/api/button'],
  ['v7 guide', '/docs/v7/theming/dark-mode'],
  ['not found', '/docs/no-such-page'],
] as const;

for (const [kind, route] of KINDS) {
  test(`the ${kind} page fetches at most 100 KB gzip of JS before its shell is interactive, then its content`, async ({ page }) => {
    // Every script requested until the shell had hydrated; sizes come from the build's files.
    const requested: Request[] = [];
    page.on('request', (request) => {
      // Scripts and modulepreloads; link prefetches of other pages (visible links) are 'other'
      // requests at idle priority, not part of this page's load. The CSP allows only this origin.
      const { pathname } = new URL(request.url());
      const prefetch = /prefetch/i.test(request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '');
      // Demo frames are documents of their own (lazy, in iframes): their scripts are not this page's.
      const ownDocument = request.frame() === page.mainFrame();
      if (ownDocument && request.resourceType() === 'script' && !prefetch && /\.m?js$/.test(pathname)) requested.push(request);
    });
    await page.goto(route);
    // Then the content hydrates too (its chunk requested once the shell is interactive).
    await waitForHydration(page);
    // When the shell hydrated (the mark markHydrated sets), on the same clock as request timings.
    const shellAt = await page.evaluate((mark) => performance.timeOrigin + performance.getEntriesByName(mark)[0].startTime, SHELL_HYDRATED_MARK);
    const pathOf = (r: Request) => new URL(r.url()).pathname;
    const files = [...new Set(requested.filter((r) => r.timing().startTime <= shellAt).map(pathOf))];
    const chunk = await page.evaluate(
      (id) => (JSON.parse(document.getElementById(id)?.textContent ?? '{}') as { chunk?: string | null }).chunk,
      LAYOUT_IDS.bootData,
    );
    if (chunk) expect(requested.map(pathOf)).toContain(chunk);
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(path.join(SITE_DIR, file)), { level: 9 }).length;
    expect(total, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    expect(files.filter((f) => ON_INTENT_ONLY.test(f) || PAGE_CONTENT_CHUNK.test(f))).toEqual([]);
  });
}
