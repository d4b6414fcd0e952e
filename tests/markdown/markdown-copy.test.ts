import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCompiler } from '../../src/node/content/compile-page.ts';
import { pageMarkdown, type MarkdownPage } from '../../src/node/markdown/page-markdown.ts';
import { requestMarkdownCopy, takeMarkdownCopy } from '../../src/node/markdown/remark-markdown-copy.ts';
import { markdownPathOf } from '../../src/shared/markdown-path.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://ionicframework.com';

function page(version: string, docId: string): MarkdownPage {
  const route = `${version === 'v8' ? '/docs/' : `/docs/${version}/`}${docId}`;
  return {
    source: path.join(root, 'content', version, `${docId}.mdx`),
    title: docId,
    description: 'A description.',
    version,
    versionLabel: version,
    current: version === 'v8',
    origin: ORIGIN,
    baseUrl: '/docs/',
    url: ORIGIN + route,
    markdownUrl: ORIGIN + markdownPathOf(route),
  };
}

describe('the Markdown copy made by the MDX compile', () => {
  // A component page (demos, generated reference), a guide with tabs and admonitions, a v7 page.
  const pages = [page('v8', 'api/button'), page('v8', 'theming/dark-mode'), page('v7', 'api/checkbox')];
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
