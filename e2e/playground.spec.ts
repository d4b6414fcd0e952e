import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers.ts';

/** The Playground on a component page: lazy frames, modes, colour mode, code tabs, copy, StackBlitz. */

const PAGE = '/docs/api/button';

async function open(page: Page): Promise<string[]> {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  return problems;
}

const playgrounds = (page: Page) => page.locator('figure[aria-label^="Live demo:"]');

async function demoFrame(page: Page, index: number): Promise<Frame> {
  const figure = playgrounds(page).nth(index);
  await figure.scrollIntoViewIfNeeded();
  const handle = await figure.locator('iframe').elementHandle({ timeout: 10_000 });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no demo frame');
  await frame.waitForLoadState();
  await frame.waitForFunction(() => document.querySelector('ion-app')?.classList.contains('hydrated'));
  return frame;
}

test('a demo is laid out at first paint as it will be once its script has loaded: its styles come with the page', async ({ page, context }) => {
  // Hydrated, with the Playground chunk (script and stylesheet) loaded as usual.
  await open(page);
  const box = (p: Page) =>
    playgrounds(p)
      .first()
      .evaluate((fig) => Math.round(fig.getBoundingClientRect().height));
  const hydrated = await box(page);
  // The same page with the Playground chunk never arriving: only what the HTML carries applies.
  // (Routing also keeps this page off the HTTP cache the first load filled.)
  const early = await context.newPage();
  await early.route(/\/assets\/Playground-[\w-]+\.(js|css)$/, () => {});
  await early.goto(PAGE);
  const toolbarButton = playgrounds(early).first().getByRole('button', { name: 'MD' });
  expect(await toolbarButton.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe(
    await playgrounds(page)
      .first()
      .getByRole('button', { name: 'MD' })
      .evaluate((button) => getComputedStyle(button).borderTopStyle),
  );
  expect(await box(early)).toBe(hydrated);
});

test('frames are created near the viewport, in space reserved before they load', async ({ page }) => {
  await open(page);
  const last = playgrounds(page).last();
  await expect(last.locator('iframe')).toHaveCount(0);
  const reservedBefore = await last.evaluate((fig) => (fig.children[1] as HTMLElement).getBoundingClientRect().height);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('iframe')).toHaveCount(1);
  const reservedAfter = await last.evaluate((fig) => (fig.children[1] as HTMLElement).getBoundingClientRect().height);
  expect(reservedBefore).toBeGreaterThan(50);
  expect(reservedAfter).toBe(reservedBefore);
});

test('the iOS / MD switch reloads the demo in that mode, by keyboard too', async ({ page }) => {
  const problems = await open(page);
  let frame = await demoFrame(page, 0);
  await expect(frame.locator('html')).toHaveClass(/\bios\b/);
  const md = playgrounds(page).first().getByRole('button', { name: 'MD' });
  await md.focus();
  await page.keyboard.press('Enter');
  await expect(md).toHaveAttribute('aria-pressed', 'true');
  await expect(playgrounds(page).first().locator('iframe')).toHaveAttribute('src', /ionic:mode=md/);
  frame = await demoFrame(page, 0);
  await expect(frame.locator('html')).toHaveClass(/\bmd\b/);
  await expect(
    playgrounds(page)
      .first()
      .getByRole('link', { name: /Open in new tab/ }),
  ).toHaveAttribute('href', /ionic:mode=md/);
  expect(problems).toEqual([]);
});

test('demo frames follow the site between light and dark without reloading', async ({ page }) => {
  await open(page);
  const frame = await demoFrame(page, 0);
  await frame.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await expect(frame.locator('html')).not.toHaveClass(/ion-palette-dark/);
  // demoFrame scrolled down to the demo, which hides the navbar (hideOnScroll): a click on its
  // toggle could land while it slides away. Back at the top, the navbar stays put.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeInViewport();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(frame.locator('html')).toHaveClass(/ion-palette-dark/);
  expect(await frame.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(frame.locator('html')).not.toHaveClass(/ion-palette-dark/);
});

test('a frame created while the site is dark starts dark', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page);
  const frame = await demoFrame(page, 1);
  await expect(frame.locator('html')).toHaveClass(/ion-palette-dark/);
});

test('the page counts as hydrated only once its demos have: a click right after the flag is never lost', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/Playground-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/Playground-[\w-]+\.js$/);
  await page.goto(PAGE);
  await asked;
  // Time for the rest of the page to hydrate around the boundaries still waiting for their code.
  await page.waitForTimeout(1_000);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  release();
  await waitForHydration(page);
  await playgrounds(page).first().getByRole('tab', { name: 'Angular' }).click();
  await expect(playgrounds(page).first().getByRole('tab', { name: 'Angular' })).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
});

test('code tabs are the page-wide framework group: one choice switches every demo and is remembered', async ({ page }) => {
  await open(page);
  const first = playgrounds(page).first();
  await first.getByRole('tab', { name: 'React' }).click();
  for (const figure of await playgrounds(page).all()) {
    await expect(figure.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(first.getByRole('tabpanel')).toContainText('@ionic/react');
  await first.getByRole('tab', { name: 'React' }).press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'Vue' })).toBeFocused();
  await expect(playgrounds(page).last().getByRole('tab', { name: 'Vue' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(playgrounds(page).first().getByRole('tab', { name: 'Vue' })).toHaveAttribute('aria-selected', 'true');
});

test('each file of a variant has its own copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const first = playgrounds(page).first();
  await first.getByRole('tab', { name: 'Angular' }).click();
  const panel = first.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(2);
  await panel.getByRole('button', { name: 'Copy code to clipboard' }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`from '@ionic/angular/standalone'`);
});

test('Open in StackBlitz posts the chosen framework’s project with the page version’s exact pins', async ({ page, context }) => {
  const posted: string[] = [];
  await context.route('https://stackblitz.com/**', async (route) => {
    posted.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>ok</title>' });
  });
  await open(page);
  const first = playgrounds(page).first();
  await first.getByRole('tab', { name: 'Vue' }).click();
  const popup = page.waitForEvent('popup');
  await first.getByRole('button', { name: /Open in StackBlitz/ }).click();
  await (await popup).waitForLoadState();
  await expect.poll(() => posted.length).toBe(1);
  const form = new URLSearchParams(posted[0]);
  const pkg = JSON.parse(form.get('project[files][package.json]') ?? '{}') as { dependencies: Record<string, string> };
  expect(pkg.dependencies['@ionic/vue']).toBe('8.8.19');
  expect(form.get('project[files][src/Example.vue]')).toContain('@ionic/vue');
});

test('a page with demos has no WCAG 2.2 AA violations, frames included', async ({ page }) => {
  // axe walks every created frame as well as the page: the longest page of the suite to check.
  test.setTimeout(180_000);
  await open(page);
  await demoFrame(page, 0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
});
