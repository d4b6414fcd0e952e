import { expect, test, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('navbar (spec §2.1)', () => {
  test('has the configured items and a 139×28 logo', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Guide', 'Components', 'CLI', 'Native', 'Upgrade to v8']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['v8', 'Community', 'Support', 'English']) await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', /github\.com/);
    const logo = nav.getByRole('img', { name: 'Ionic docs' });
    await expect(logo).toHaveAttribute('width', '139');
    await expect(logo).toHaveAttribute('height', '28');
  });

  test('dropdowns open by keyboard and mouse and close on Escape and outside click', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    const community = page.getByRole('button', { name: 'Community' });
    await community.focus();
    await page.keyboard.press('Enter');
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    const forum = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' });
    await expect(forum).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await expect(community).toBeFocused();
    await community.click();
    await expect(forum).toBeVisible();
    await page.mouse.click(600, 700);
    await expect(forum).toBeHidden();
    const locale = page.getByRole('button', { name: 'English' });
    await locale.click();
    await expect(page.getByRole('link', { name: 'Translate' })).toBeVisible();
  });

  test('hides while scrolling down and returns on scroll up', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await header.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(0);
  });
});

test.describe('versions', () => {
  test('switching keeps the page when it exists, stores the preferred version, and v7 shows the banner', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await page.getByRole('button', { name: 'v8', exact: true }).click();
    await page.getByRole('link', { name: 'v7', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/v7\/theming\/basics$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v7');
    const banner = page.getByRole('note');
    await expect(banner).toContainText('older version');
    await banner.getByRole('link', { name: 'this page in v8' }).click();
    await expect(page).toHaveURL(/\/docs\/theming\/basics$/);
  });

  test('a page missing in the target version lands on that version’s main doc; archives are external', async ({ page }) => {
    await open(page, '/docs/updating/8-0');
    await page.getByRole('button', { name: 'v8', exact: true }).click();
    for (const old of ['v6', 'v5', 'v4', 'v3']) await expect(page.getByRole('link', { name: old, exact: true })).toHaveAttribute('href', /^https:\/\//);
    await page.getByRole('link', { name: 'v7', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/v7\/$/);
  });

  test('the not-found page follows the preferred version; an unknown stored version is discarded', async ({ page }) => {
    await page.addInitScript(() => {
      // Set once, before the first page of the test only.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', 'v7');
      }
    });
    await open(page, '/docs/no-such-page');
    await expect(page.getByRole('link', { name: 'Start from the v7 documentation home' })).toHaveAttribute('href', '/docs/v7/');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'v2'));
    await open(page, '/docs/another-missing-page');
    await expect(page.getByRole('link', { name: 'Start from the v8 documentation home' })).toHaveAttribute('href', '/docs/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});

test.describe('mobile navigation (≤ 996 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the toggle opens the drawer; Escape, route change and desktop width close it; focus stays inside', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Colors' })).toBeVisible();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await toggle.click();
    await drawer.getByRole('link', { name: 'Colors' }).click();
    await expect(page).toHaveURL(/\/docs\/theming\/colors$/);
    await expect(drawer).toBeHidden();
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer).toBeHidden();
  });
});

test.describe('layout', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the main area', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-keyboard-nav', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('html')).not.toHaveAttribute('data-keyboard-nav', '');
  });

  test('the announcement bar links to the company and is not closeable; the footer has its links and copyright', async ({ page }) => {
    await open(page, '/docs/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.getByRole('link')).toHaveAttribute('href', 'https://ionic.io');
    await expect(bar.getByRole('button', { name: 'Close' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('·');
    await expect(footer).toContainText('Copyright ©');
  });

  test('doc pages have sidebar with the current item, breadcrumbs, TOC, anchors, prev/next and edit link', async ({ page }) => {
    await open(page, '/docs/theming/colors');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Colors', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Theming');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link').first()).toBeVisible();
    const h2 = page.locator('article h2').first();
    const text = (await h2.innerText()).replace(/#$/, '').trim();
    await expect(h2.locator('a.hash-link')).toHaveAttribute('title', `Direct link to ${text}`);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /Next/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /content\/v8\/theming\/colors\.mdx$/);
  });

  test('the TOC tracks the heading being read', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const last = toc.getByRole('link').last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(last).toHaveAttribute('aria-current', 'location');
  });

  test('pages without a sidebar use the full width', async ({ page }) => {
    await open(page, '/docs/test/page1');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  });
});

test.describe('colour mode (spec §4)', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the system prefers dark; the toggle persists under "theme"', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('is applied before first paint and synced across tabs', async ({ context }) => {
    const first = await context.newPage();
    await first.addInitScript(() => {
      // Record the theme the moment the body starts parsing, before any module runs.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { __early: string }).__early = document.documentElement.dataset.theme ?? '';
      });
    });
    await first.goto('/docs/theming/basics');
    await first.evaluate(() => localStorage.setItem('theme', 'dark'));
    await first.reload();
    expect(await first.evaluate(() => (window as unknown as { __early: string }).__early)).toBe('dark');
    const second = await context.newPage();
    await open(second, '/docs/theming/colors');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(first);
    await first.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('routing behaviour (spec §2.2)', () => {
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
    await page.evaluate(() => {
      (window as unknown as { __sawBar: boolean }).__sawBar = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { __sawBar: boolean }).__sawBar = true;
      }).observe(document.body, { childList: true });
    });
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).hover();
    await page.waitForTimeout(300);
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.locator('h1')).toHaveText('Test Page 2');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __sawBar: boolean }).__sawBar)).toBe(false);
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

test.describe('errors (spec §8)', () => {
  // Throws until the test allows rendering (React retries a failed render once by itself).
  const crashingModule = `export default function Crashing() {
  if (!window.__allowRender) throw new Error('Rendering failed', { cause: new Error('The data was malformed') });
  return 'Recovered after trying again';
}
export const route = { path: '/docs/test/page2', docId: 'test/page2', version: 'v8', sidebar: null, title: 'Test Page 2', description: 'x', hideTableOfContents: true, alternates: {} };
export const toc = [];
export const sidebar = null;`;

  test('a render error shows the crash screen with causes; "Try again" clears it', async ({ page }) => {
    const problems = watchConsole(page);
    await page.route(/p-v8-test_page2-.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: crashingModule }));
    await open(page, '/docs/test/page1');
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Rendering failed');
    await expect(alert).toContainText('Cause:');
    await expect(alert).toContainText('The data was malformed');
    await page.evaluate(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Recovered after trying again')).toBeVisible();
    expect(problems.some((p) => p.includes('Rendering failed'))).toBe(true);
  });

  test('a page module without a default export fails with the spec message', async ({ page }) => {
    await page.route(/p-v8-test_page2-.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export const route = {}; export const toc = []; export const sidebar = null;' }));
    await open(page, '/docs/test/page1');
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.getByRole('alert')).toContainText('has no default export. A page component should be default-exported');
  });

  test('a failed route preload logs a warning and loads the page in full', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/docs/test/page1');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    let failed = false;
    await page.route(/p-v8-test_page2-.*\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page).toHaveURL(/\/docs\/test\/page2$/);
    await expect(page.locator('h1')).toHaveText('Test Page 2');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(problems.some((p) => p.startsWith('warning: Failed to preload the route /docs/test/page2'))).toBe(true);
  });

  test('a page chunk that fails on first load shows the error and a working Retry', async ({ page }) => {
    let block = true;
    await page.route(/p-v8-test_page1-.*\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.goto('/docs/test/page1');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    block = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('h1')).toHaveText('Test Page 1');
    await waitForHydration(page);
  });

  test('the home page served from another base URL shows the base-URL banner', async ({ page, request }) => {
    const html = await (await request.get('/docs/')).text();
    await page.route('**/elsewhere/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto('/elsewhere/');
    const banner = page.locator('#__docs-base-url-issue-banner');
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('Suggested base URL: baseUrl: "/elsewhere/"');
  });
});
