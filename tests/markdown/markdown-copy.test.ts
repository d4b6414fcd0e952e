import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCompiler } from '../../src/node/content/compile-page.ts';
import { pageMarkdown, type MarkdownPage } from '../../src/node/markdown/page-markdown.ts';
import { requestMarkdownCopy, takeMarkdownCopy } from '../../src/node/markdown/remark-markdown-copy.ts';
import { markdownPage, root } from './markdown-page.ts';

describe('the Markdown copy made by the MDX compile', () => {
  // A component page (demos, generated reference), a guide with tabs and admonitions, a v7 page.
  const pages = [markdownPage('api/button', 'ion-button'), markdownPage('theming/dark-mode', 'Dark Mode'), markdownPage('api/checkbox', 'ion-checkbox', 'v7')];
  const compiler = new PageCompiler(root, false, false);

  it.each(pages.map((p) => [path.relative(root, p.source), p] as const))('is the copy the page parsed on its own gives (%s)', async (_name, p) => {
    requestMarkdownCopy(root, p);
    await compiler.compile(await readFile(p.source, 'utf8'), p.source, 'export const sidebar = null; export const route = {};');
    const copy = takeMarkdownCopy(p.source);
    expect(copy).toBeDefined();
    expect(copy).toEqual(await pageMarkdown(root, p));
  });

  it('is given once per request, and not for a compile nobody asked', async () => {
    const p = pages[1] as MarkdownPage;
    expect(takeMarkdownCopy(p.source)).toBeUndefined();
    await new PageCompiler(root, false, false).compile(await readFile(p.source, 'utf8'), p.source, 'export const route = {};');
    expect(takeMarkdownCopy(p.source)).toBeUndefined();
  });
});
