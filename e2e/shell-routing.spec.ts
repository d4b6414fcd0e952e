/** The site shell: client routing (progress bar, scroll restoration) and prefetch. */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';
import { PROGRESS_DELAY_MS } from '../src/runtime/route-progress.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('routing behaviour (spec §2.2)', () => {
  // Some tests hold page chunks back with page.route, which never sees a request the offline
  // service worker answers from its cache once it controls the page.
  test.use({ serviceWorkers: 'block' });

  test('the progress bar starts only after 200 ms of loading and finishes with the route', async ({ page }) => {
    await open(page, '/docs/test/page1');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/p-v8-test_page2-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Time the bar's appearance inside the page, from the click: robust on a loaded machine.
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __barAt: number };
      document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_m, observer) => {
        if (document.getElementById('nprogress')) {
          w.__barAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true });
    });
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.locator('#nprogress .bar')).toHaveCount(1);
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __barAt: number };
      return w.__barAt - w.__clickAt;
    });
    expect(delay).toBeGreaterThanOrEqual(200);
    release();
    await expect(page.locator('h1')).toHaveText('Test Page 2');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a fast route change shows no progress bar and no spinner', async ({ page }) => {
    await open(page, '/docs/test/page1');
    // Timestamps in the page: the click, the new heading, the bar (if it ever appears).
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __swapAt?: number; __barAt?: number };
      document.addEventListener('click', () => (w.__clickAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__barAt ??= performance.now();
        if (document.querySelector('h1')?.textContent === 'Test Page 2') w.__swapAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // Hovering prefetches the page, so the change itself is fast.
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).hover();
    await page.waitForTimeout(300);
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.locator('h1')).toHaveText('Test Page 2');
    await page.waitForTimeout(300);
    const { clickAt, swapAt, barAt } = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __swapAt: number; __barAt?: number };
      return { clickAt: w.__clickAt, swapAt: w.__swapAt, barAt: w.__barAt };
    });
    // A change done within the delay never shows the bar. On a loaded machine the change can take
    // longer than the delay; the bar may then show, but never before the delay has passed.
    if (swapAt - clickAt < PROGRESS_DELAY_MS) expect(barAt, `the change took ${Math.round(swapAt - clickAt)} ms`).toBeUndefined();
    else if (barAt !== undefined) expect(barAt - clickAt).toBeGreaterThanOrEqual(PROGRESS_DELAY_MS - 1);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(page.locator('[role="status"]')).toHaveCount(0);
  });

  test('scrolls to the hash anchor, else to the top; a query-only change does not scroll; back restores', async ({ page }) => {
    await open(page, '/docs/test/page1');
    await page.getByRole('link', { name: 'jump to "Returning here" on Test Page 2' }).click();
    await expect(page).toHaveURL(/\/docs\/test\/page2#returning-here$/);
    await expect(page.locator('#returning-here')).toBeInViewport();
    await open(page, '/docs/theming/basics');
    await page.evaluate(() => window.scrollTo(0, 1800));
    await page.waitForTimeout(100);
    await page.evaluate(() => window.history.pushState(null, '', '?q=1'));
    const link = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('Back pressed while a table-of-contents link is still scrolling returns to the top and stays', async ({ page }) => {
    await open(page, '/docs/theming/dark-mode');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Adjusting the dark palette' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/theming\/dark-mode$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The rest of the smooth scroll must not pull the page back down.
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("after Back restores a position, a late scroll the reader did not cause is undone; the reader's own is not", async ({ page }) => {
    await open(page, '/docs/theming/dark-mode');
    // Back while the table-of-contents link still scrolls, then a late frame of that scroll,
    // played in the page right after the restore so a slow machine cannot let the hold run out.
    const afterLateFrame = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      document.querySelector<HTMLAnchorElement>('nav[aria-label="On this page"] a[href="#adjusting-the-dark-palette"]')!.click();
      while (window.scrollY === 0) await frame();
      history.back();
      while (window.location.hash !== '' || window.scrollY !== 0) await frame();
      window.scrollTo(0, 3000);
      for (let i = 0; i < 3; i++) await frame();
      return window.scrollY;
    });
    expect(afterLateFrame).toBe(0);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a router query-only navigation keeps the scroll position', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForTimeout(100);
    // Push through the router the way an in-app link with ?query would.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/theming/basics?tab=react';
      a.textContent = 'query link';
      a.dataset.test = 'q';
      document.querySelector('article')?.append(a);
    });
    const y = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.history.pushState(null, '', '/docs/theming/basics?tab=react'));
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });
});

test.describe('prefetch (spec §7)', () => {
  test('hovering a link prefetches its page chunk', async ({ page }) => {
    await open(page, '/docs/test/page1');
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).hover();
    await expect(page.locator('link[rel="prefetch"][href*="p-v8-test_page2-"]')).toHaveCount(1);
  });

  test('visible links are prefetched without a hover', async ({ page }) => {
    await open(page, '/docs/test/page2');
    await expect(page.locator('link[rel="prefetch"][href*="p-v8-test_page1-"]')).toHaveCount(1);
  });

  test('a link to the page on screen prefetches nothing: its content loads that chunk itself', async ({ page }) => {
    await open(page, '/docs/theming/dark-mode');
    const own = page.locator('nav a[aria-current="page"][href="/docs/theming/dark-mode"]', { hasText: /^Dark mode$/ });
    await own.scrollIntoViewIfNeeded();
    await expect(own).toBeInViewport();
    // The sidebar links around it are prefetched…
    await expect(page.locator('link[rel="prefetch"][href*="p-v8-theming_"]').first()).toBeAttached();
    // …but not this page's own chunk, on sight or on hover.
    await own.hover();
    await page.waitForTimeout(300);
    await expect(page.locator('link[rel="prefetch"][href*="p-v8-theming_dark-mode-"]')).toHaveCount(0);
  });

  for (const [situation, connection] of [
    ['with data-saver on', { saveData: true, effectiveType: '4g' }],
    ['on a 2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched ${situation}`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
      await open(page, '/docs/test/page1');
      await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).hover();
      await page.waitForTimeout(500);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }
});
