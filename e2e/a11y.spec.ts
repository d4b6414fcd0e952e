import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtRoutes, waitForHydration } from './helpers.ts';

/** One page of each type that the build has (reference pages join once they are generated). */
const routes = await builtRoutes();
const candidates: Array<[string, string[]]> = [
  ['landing', ['/docs/']],
  ['guide', ['/docs/theming/dark-mode']],
  ['tutorial with tabs and code', ['/docs/angular/your-first-app/taking-photos']],
  ['API reference', ['/docs/api/button']],
  ['CLI reference', ['/docs/cli/commands/serve']],
  ['v7 guide', ['/docs/v7/theming/dark-mode']],
];
const pages = candidates.flatMap(([kind, paths]) => paths.filter((p) => routes.includes(p)).map((p) => [kind, p] as const));
pages.push(['not found', '/docs/no-such-page']);

/** WCAG 2.2 AA violations axe finds on the page, one line each with up to three of its elements. */
async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Each page in both colour modes and both layouts, paired (light desktop, dark mobile) rather
 * than crossed: contrast depends on the colours, landmarks and the drawer on the width, and
 * neither changes the other, so the full cross would double the suite's slowest minutes.
 */
const COMBINATIONS = [
  { colorScheme: 'light', viewport: { name: 'desktop', width: 1280, height: 900 } },
  { colorScheme: 'dark', viewport: { name: 'mobile', width: 390, height: 844 } },
] as const;

for (const { colorScheme, viewport } of COMBINATIONS) {
  test.describe(`${colorScheme}, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [kind, path] of pages) {
      test(`${kind} (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
        // A component page carries live demos: axe walks each created demo frame as well.
        test.setTimeout(180_000);
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}

// The search results page has content only once the query has run: checked apart, after the
// results are on screen, in both colour modes (issue 20: light mode failed color-contrast).
for (const { colorScheme, viewport } of COMBINATIONS) {
  test(`search results (/docs/search?q=button), ${colorScheme}, ${viewport.name}: no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await page.goto('/docs/search?q=button');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expect(page.getByRole('status')).toContainText('found for “button”');
    await expect(page.locator('ol mark').first()).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}
