/**
 * The Markdown side of the build (issue 19): every page's `.md` copy and the llms.txt files as
 * built and as served, and the "Copy page" menu used by keyboard. The hash build's menu from
 * file:// is tested in file-system.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_DIR, waitForHydration, watchConsole } from './helpers.ts';
import { checkMarkdownOutput } from '../scripts/check/check-markdown-output.ts';
import config from '../site.config.ts';

const root = path.join(import.meta.dirname, '..');

test('every inventory route has its .md copy, with its title and no raw tags; every llms.txt link has its file', async () => {
  const report = await checkMarkdownOutput(root, SITE_DIR, config.url, ['/', '/docs/v7/']);
  expect(report.problems).toEqual([]);
  expect(report.pages).toBe(report.routes);
  // Each llms.txt lists every page of its version, plus the full-text file and the other version.
  expect(report.llmsLinks).toBe(report.routes + 4);
});

test('a page and llms.txt are served as Markdown and text', async ({ request }) => {
  const md = await request.get('/docs/api/modal.md');
  expect(md.status()).toBe(200);
  expect(md.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const text = await md.text();
  expect(text.startsWith('# ion-modal\n')).toBe(true);
  expect(text).toContain('## Properties');
  const index = await request.get('/llms.txt');
  expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await index.text()).toContain('- [ion-modal](https://ionicframework.com/docs/api/modal.md): ');
  expect((await request.get('/docs/index.md')).status()).toBe(200);
});

test('the Copy page menu loads on first use and works by keyboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const problems = watchConsole(page);
  const menuChunk: string[] = [];
  page.on('request', (r) => {
    if (/CopyPageMenu/.test(r.url())) menuChunk.push(r.url());
  });
  await page.goto('/docs/cli/commands/serve');
  await waitForHydration(page);
  // Not part of the first load.
  const html = await readFile(path.join(SITE_DIR, 'docs/cli/commands/serve.html'), 'utf8');
  for (const src of [...html.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+\.js)"/g)].map((m) => m[1])) {
    expect(await readFile(path.join(SITE_DIR, src), 'utf8'), src).not.toContain('Open in ChatGPT');
  }
  expect(menuChunk).toEqual([]);

  const toggle = page.getByRole('button', { name: 'Copy page', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const copyItem = page.getByRole('button', { name: 'Copy page as Markdown' });
  await expect(copyItem).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(menuChunk.length).toBeGreaterThan(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/cli/commands/serve.md');
  const chatgpt = await page.getByRole('link', { name: 'Open in ChatGPT' }).getAttribute('href');
  expect(decodeURIComponent(chatgpt ?? '')).toContain('https://chatgpt.com/?q=Read https://ionicframework.com/docs/cli/commands/serve.md ');
  const claude = await page.getByRole('link', { name: 'Open in Claude' }).getAttribute('href');
  expect(claude?.startsWith('https://claude.ai/new?q=')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(copyItem).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(copyItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' })).toHaveCount(1);
  await expect(toggle).toBeFocused();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await readFile(path.join(SITE_DIR, 'docs/cli/commands/serve.md'), 'utf8'));
  expect(problems).toEqual([]);
});
