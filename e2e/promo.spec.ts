import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

const root = path.join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string };
const installed = (name: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Opens a page, failing on any request that leaves 127.0.0.1. */
async function open(page: Page, url: string): Promise<string[]> {
  const offsite: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.protocol.startsWith('http') && u.hostname !== '127.0.0.1') offsite.push(req.url());
  });
  await page.goto(url);
  await waitForHydration(page);
  return offsite;
}

const promoOf = (page: Page) => page.getByRole('region', { name: /^Promotion/ });

/** The promo of each version's doc pages: picked by tags (cli pages → the CLI promo, native → Capacitor). */
const cases = [
  { url: '/docs/cli/commands/serve', id: 'ionic-cli', href: '/docs/cli' },
  { url: '/docs/v7/cli/commands/serve', id: 'ionic-cli', href: '/docs/cli' },
  { url: '/docs/native/camera', id: 'capacitor-plugins', href: '/docs/native' },
  { url: '/docs/v7/native/camera', id: 'capacitor-plugins', href: '/docs/native' },
];

test.describe('promo slot, desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { url, id, href } of cases) {
    test(`${url} shows the ${id} promo under the table of contents`, async ({ page }) => {
      const problems = watchConsole(page);
      const offsite = await open(page, url);
      const promo = promoOf(page);
      await expect(promo).toHaveCount(1);
      await expect(promo).toBeVisible();
      await expect(promo).toHaveAttribute('data-promo-id', id);
      // Marked as a promotion for screen readers and sighted readers alike.
      await expect(promo.getByText('Promotion', { exact: false }).first()).toBeVisible();
      const link = promo.getByRole('link');
      await expect(link).toHaveAttribute('href', href);
      const img = promo.locator('img');
      await expect(img).toHaveAttribute('width', '140');
      await expect(img).toHaveAttribute('height', '100');
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('src', `/docs/img/promos/${id}.1x.svg`);
      await expect(img).toHaveAttribute('srcset', `/docs/img/promos/${id}.1x.svg 1x, /docs/img/promos/${id}.svg 2x`);
      await expect(img).not.toHaveAttribute('alt', '');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // Under the table of contents, in the right-hand column.
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const [tocBox, promoBox, mainBox] = [await toc.boundingBox(), await promo.boundingBox(), await page.locator('main').boundingBox()];
      expect(tocBox && promoBox && mainBox).toBeTruthy();
      expect(promoBox!.y).toBeGreaterThanOrEqual(tocBox!.y + tocBox!.height - 1);
      expect(Math.abs(promoBox!.x - tocBox!.x)).toBeLessThan(30);
      expect(promoBox!.x).toBeGreaterThan(mainBox!.x + mainBox!.width - 1);
      // No inline style attribute, no inline script for the promo.
      expect(await promo.evaluate((el) => el.querySelectorAll('[style], script').length)).toBe(0);
      expect(offsite).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the prerendered promo is the hydrated one (same markup, no hydration warnings)', async ({ page, request }) => {
    const problems = watchConsole(page);
    const html = await (await request.get('/docs/cli/commands/serve')).text();
    await open(page, '/docs/cli/commands/serve');
    // Parse the prerendered document with the browser's parser so both sides serialise alike.
    const [prerendered, hydrated] = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [doc.querySelector('[data-promo-id]')?.outerHTML, document.querySelector('[data-promo-id]')?.outerHTML];
    }, html);
    expect(prerendered).toBeTruthy();
    expect(hydrated).toBe(prerendered);
    expect(problems).toEqual([]);
  });

  test('the promo link navigates in the client, and the next page shows the promo it was built with', async ({ page, request }) => {
    await open(page, '/docs/cli/commands/serve');
    const expected = /data-promo-id="([^"]+)"/.exec(await (await request.get('/docs/cli')).text())?.[1];
    expect(expected).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await promoOf(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/cli$/);
    await expect(page.locator('h1')).toHaveText(/CLI/);
    await expect(promoOf(page)).toHaveAttribute('data-promo-id', expected!);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the search page has no promo', async ({ page }) => {
    await open(page, '/docs/search');
    await expect(promoOf(page)).toHaveCount(0);
  });
});

test.describe('promo slot, mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of ['/docs/cli/commands/serve', '/docs/v7/native/camera']) {
    test(`${url} shows the promo after the article, with the table of contents hidden`, async ({ page }) => {
      const offsite = await open(page, url);
      const promo = promoOf(page);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
      await promo.scrollIntoViewIfNeeded();
      await expect(promo).toBeVisible();
      const [promoBox, articleBox] = [await promo.boundingBox(), await page.locator('article').boundingBox()];
      expect(promoBox!.y).toBeGreaterThanOrEqual(articleBox!.y + articleBox!.height - 1);
      expect(promoBox!.x + promoBox!.width).toBeLessThanOrEqual(390);
      const img = promo.locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(offsite).toEqual([]);
    });
  }
});

test.describe('page-type identifiers (spec §2.1)', () => {
  test('doc pages carry docs-doc-page on <html>; the search and not-found pages mdx-page', async ({ page, request }) => {
    for (const [url, type] of [
      ['/docs/theming/basics', 'docs-doc-page'],
      ['/docs/v7/theming/basics', 'docs-doc-page'],
      ['/docs/search', 'mdx-page'],
      ['/docs/v7/search', 'mdx-page'],
    ] as const) {
      // In the prerendered HTML, before any script runs…
      expect(await (await request.get(url)).text()).toMatch(new RegExp(`<html[^>]*class="[^"]*\\b${type}\\b`));
      // …and after hydration.
      await open(page, url);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${type}(\\s|$)`));
    }
    await open(page, '/docs/no-such-page');
    await expect(page.locator('html')).toHaveClass(/(^|\s)mdx-page(\s|$)/);
  });

  test('client navigation swaps the page type', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await expect(page.locator('html')).toHaveClass(/(^|\s)docs-doc-page(\s|$)/);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.evaluate(() => {
      history.pushState(null, '', '/docs/search');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('html')).toHaveClass(/(^|\s)mdx-page(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/docs-doc-page/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe('site metadata (spec §3)', () => {
  test('a generator meta tag and client-visible site metadata with this build’s versions', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', `${pkg.name} v${pkg.version}`);
    const meta = await page.evaluate(() => JSON.parse(document.getElementById('__docs_site_metadata')?.textContent ?? 'null'));
    expect(meta.generator).toEqual({ name: pkg.name, version: pkg.version });
    for (const name of ['vite', '@vitejs/plugin-react', '@mdx-js/rollup'])
      expect(meta.pluginVersions[name]).toEqual({ type: 'package', name, version: installed(name) });
    expect(meta.pluginVersions['docs:content']).toEqual({ type: 'local', name: 'docs:content', version: pkg.version });
  });
});
