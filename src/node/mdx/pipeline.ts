import type { CompileOptions } from '@mdx-js/mdx';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { createHighlighter, type HighlighterGeneric, type BundledLanguage, type BundledTheme } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { rehypeToc } from './rehype-toc.ts';
import { recmaExportToc } from './recma-export-toc.ts';
import { remarkCodeBlocks, type CodeHighlighter } from './remark-code-blocks.ts';
import { remarkReference } from '../reference/remark-reference.ts';
import { remarkPlayground } from '../demos/remark-playground.ts';
import { remarkDiagrams } from '../diagrams/remark-diagrams.ts';
import { remarkMarkdownCopy } from '../markdown/remark-markdown-copy.ts';
import { remarkCheckReferences } from './remark-check-references.ts';
import { rehypeHeadingIds } from './heading-ids.ts';
import { codeMetaTransformer } from './code-meta.ts';
import { codeTokenClassTransformer } from './code-token-classes.ts';
import { pairThemes, type PairedThemes } from './paired-themes.ts';

export const CODE_LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'html',
  'css',
  'scss',
  'json',
  'bash',
  'shell',
  'vue',
  'xml',
  'diff',
  'swift',
  'kotlin',
  'java',
  'groovy',
  'yaml',
  'md',
  'markdown',
  'sh',
  'javascript',
  'typescript',
  'text',
] as const;
// Every token colour of these Primer palettes reaches 4.5:1 on our code backgrounds (white and #1b1f24); github-light does not.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

/** One highlighter per process: creating it costs far more than highlighting a page. */
export function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: CODE_LANGUAGES.filter((lang) => lang !== 'text'),
    // The JavaScript regex engine tokenises our languages faster than the Oniguruma WASM build.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

let codeHighlighter: Promise<CodeHighlighter> | undefined;

/**
 * The code highlighter: one tokenisation gives both themes (paired-themes.ts), or, should the two
 * themes ever stop being one palette family, one tokenisation per theme as Shiki does it.
 */
export function getCodeHighlighter(): Promise<CodeHighlighter> {
  codeHighlighter ??= getHighlighter().then(async (shiki) => {
    const transformers = [codeMetaTransformer(), codeTokenClassTransformer()];
    const languages = new Set(shiki.getLoadedLanguages());
    let paired: PairedThemes | null = null;
    try {
      paired = pairThemes(shiki.getTheme(CODE_THEMES.light), shiki.getTheme(CODE_THEMES.dark));
      await shiki.loadTheme(paired.theme);
    } catch (error) {
      console.warn(`code themes highlighted one by one: ${(error as Error).message}`);
      paired = null;
    }
    const themes = paired ? { theme: paired.theme.name } : { themes: CODE_THEMES, defaultColor: false as const };
    const all = paired ? [paired.transformer, ...transformers] : transformers;
    return { languages, highlight: (code, lang, meta) => shiki.codeToHtml(code, { lang, ...themes, meta: { __raw: meta }, transformers: all }) };
  });
  return codeHighlighter;
}

/** The MDX compile options every page goes through (site build, dev server, content checks). */
export async function mdxOptions(): Promise<CompileOptions> {
  const highlighter = await getCodeHighlighter();
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
