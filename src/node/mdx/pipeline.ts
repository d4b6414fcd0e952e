import type { CompileOptions } from '@mdx-js/mdx';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { rehypeToc } from './rehype-toc.ts';
import { recmaExportToc } from './recma-export-toc.ts';
import { remarkCodeBlocks } from './remark-code-blocks.ts';
import { remarkReference } from '../reference/remark-reference.ts';
import { remarkPlayground } from '../demos/remark-playground.ts';
import { remarkDiagrams } from '../diagrams/remark-diagrams.ts';
import { remarkMarkdownCopy } from '../markdown/remark-markdown-copy.ts';
import { remarkCheckReferences } from './remark-check-references.ts';
import { rehypeHeadingIds } from './heading-ids.ts';
import { getCodeHighlighter } from './highlighter.ts';
import { cachedHighlighter } from './highlight-cache.ts';

/**
 * The MDX compile options every page goes through (site build, dev server, content checks).
 * `highlightCache`: a folder (highlight-cache.ts) where highlighted code blocks are kept for
 * later builds; without it, each process highlights every distinct block once.
 */
export async function mdxOptions(options: { highlightCache?: string } = {}): Promise<CompileOptions> {
  const highlighter = cachedHighlighter(await getCodeHighlighter(), options.highlightCache);
  return {
    remarkPlugins: [
      remarkCheckReferences,
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkReference,
      remarkPlayground,
      // Before diagrams and highlighting: the Markdown copy wants the tree as its own parse has it.
      remarkMarkdownCopy,
      remarkDiagrams,
      [remarkCodeBlocks, { highlighter }],
    ],
    rehypePlugins: [
      rehypeHeadingIds,
      rehypeToc,
      [
        rehypeAutolinkHeadings,
        {
          behavior: 'append',
          test: ['h2', 'h3', 'h4', 'h5', 'h6'],
          properties: (heading: Element) => {
            const label = `Direct link to ${toString(heading).trim()}`;
            return { className: ['hash-link'], ariaLabel: label, title: label };
          },
          content: { type: 'text', value: '#' },
        },
      ],
    ],
    recmaPlugins: [recmaExportToc],
  };
}
