/**
 * The performance budget, checked on the build rather than timed (timings flake on a busy
 * machine): every page's first-load JavaScript is at most 100 KB gzip, and no page loads search
 * or demo code up front. Two views that must agree:
 * - the HTML of every page of the build (what it names as module scripts and modulepreloads);
 * - what the browser actually fetches before a page has hydrated, on one page of each kind, so
 *   code smuggled in some other way (a script injected at start-up) still counts.
 * tests/first-load.test.ts proves the check trips on a fixture build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { checkSiteBudget, FIRST_LOAD_JS_BUDGET, ON_INTENT_ONLY } from '../src/node/build/first-load.ts';
import { readBudgetExceptions } from '../scripts/check/first-load-budget.ts';
import { SITE_DIR, waitForHydration } from './helpers.ts';

test('every page of the build names at most 100 KB gzip of first-load JS (or its recorded ceiling), and no search or demo code', async () => {
  const { pages, shell, worst, problems } = await checkSiteBudget(SITE_DIR, await readBudgetExceptions());
  expect(pages).toBeGreaterThan(100);
  expect(shell.files.length).toBeGreaterThan(0);
  expect(problems, `shared by all pages: ${(shell.gz / 1024).toFixed(1)} KB; heaviest: ${worst.page} at ${(worst.gz / 1024).toFixed(1)} KB`).toEqual([]);
});

/** One page of each kind: its route and the file the server answers it with. */
const KINDS = [
  ['landing', '/docs/', 'docs/index.html'],
  ['guide', '/docs/react/navigation', 'docs/react/navigation.html'],
  ['component page with demos', '/docs/api/button', 'docs/api/button.html'],
  ['v7 guide', '/docs/v7/theming/dark-mode', 'docs/v7/theming/dark-mode.html'],
  ['not found', '/docs/no-such-page', 'docs/404.html'],
] as const;

for (const [kind, route, file] of KINDS) {
  test(`the ${kind} page fetches at most 100 KB gzip of JS (or its recorded ceiling) before it is interactive`, async ({ page }) => {
    // Every script requested until the page has hydrated; sizes come from the build's files.
    const requested = new Set<string>();
    page.on('request', (request) => {
      // Scripts and modulepreloads; link prefetches of other pages (visible links) are 'other'
      // requests at idle priority, not part of this page's load. The CSP allows only this origin.
      const { pathname } = new URL(request.url());
      const prefetch = /prefetch/i.test(request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '');
      // Demo frames are documents of their own (lazy, in iframes): their scripts are not this page's.
      const ownDocument = request.frame() === page.mainFrame();
      if (ownDocument && request.resourceType() === 'script' && !prefetch && /\.m?js$/.test(pathname)) requested.add(pathname);
    });
    await page.goto(route);
    await waitForHydration(page);
    const files = [...requested];
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(path.join(SITE_DIR, file)), { level: 9 }).length;
    const ceiling = (await readBudgetExceptions())[file] ?? FIRST_LOAD_JS_BUDGET;
    expect(total, files.join(', ')).toBeLessThanOrEqual(ceiling);
    expect(files.filter((f) => ON_INTENT_ONLY.test(f))).toEqual([]);
  });
}
