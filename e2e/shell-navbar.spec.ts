/** The site shell: the navbar, and the mobile navigation drawer. */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

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
