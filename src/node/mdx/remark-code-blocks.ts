import type { Root, Code, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { HighlighterGeneric, BundledLanguage, BundledTheme } from 'shiki';
import { visit } from 'unist-util-visit';
import { codeMetaTransformer, parseCodeMeta } from './code-meta.ts';
import { codeTokenClassTransformer } from './code-token-classes.ts';

type Highlighter = HighlighterGeneric<BundledLanguage, BundledTheme>;

/** Highlighted HTML by language, meta and code: v7/v8 mirror pages repeat many samples verbatim. */
const highlighted = new Map<string, string>();

/**
 * Highlights every fenced code block at build time into ONE HTML string handed to
 * `<CodeBlock>`. Letting MDX turn each token into a JSX call instead made compilation ~4×
 * slower and page chunks larger; this way the browser gets finished HTML and no highlighter.
 */
export function remarkCodeBlocks(options: { highlighter: Highlighter; themes: { light: string; dark: string } }) {
  const { highlighter, themes } = options;
  const loaded = new Set(highlighter.getLoadedLanguages());
  const transformers = [codeMetaTransformer(), codeTokenClassTransformer()];
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const lang = node.lang && loaded.has(node.lang) ? node.lang : 'text';
      const meta = node.meta ?? undefined;
      const key = `${lang}\0${meta ?? ''}\0${node.value}`;
      let html = highlighted.get(key);
      if (html === undefined) {
        html = highlighter.codeToHtml(node.value, { lang, themes, defaultColor: false, meta: { __raw: meta }, transformers });
        highlighted.set(key, html);
      }
      const { title } = parseCodeMeta(meta);
      const attributes: MdxJsxAttribute[] = [
        { type: 'mdxJsxAttribute', name: 'html', value: html },
        { type: 'mdxJsxAttribute', name: 'language', value: node.lang ?? 'text' },
      ];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
      parent.children.splice(index, 1, element as RootContent);
    });
  };
}
