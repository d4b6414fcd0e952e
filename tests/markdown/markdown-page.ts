import path from 'node:path';
import type { MarkdownPage } from '../../src/node/markdown/page-markdown.ts';
import { markdownPathOf } from '../../src/shared/markdown-path.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const ORIGIN = 'https://ionicframework.com';

/** The Markdown task of a content page, as the build makes it for `docId` of `version`. */
export function markdownPage(docId: string, title: string, version = 'v8'): MarkdownPage {
  const route = `${version === 'v8' ? '/docs/' : `/docs/${version}/`}${docId}`;
  return {
    source: path.join(root, 'content', version, `${docId}.mdx`),
    title,
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
