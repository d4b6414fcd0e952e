import type { Root, Code, Parent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta.ts';

/** What the plugin highlights with: the languages it knows, and one block to HTML. */
export interface CodeHighlighter {
  languages: ReadonlySet<string>;
  /** The block in both code themes, token colours as classes (code-token-classes.ts); a cache may answer later. */
  highlight: (code: string, lang: string, meta: string | undefined) => string | Promise<string>;
}

/**
 * Highlights every fenced code block at build time into ONE HTML string handed to
 * `<CodeBlock>`. Letting MDX turn each token into a JSX call instead made compilation ~4×
 * slower and page chunks larger; this way the browser gets finished HTML and no highlighter.
 */
export function remarkCodeBlocks(options: { highlighter: CodeHighlighter }) {
  const { languages, highlight } = options.highlighter;
  return async (tree: Root) => {
    const blocks: Array<{ node: Code; index: number; parent: Parent }> = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent });
    });
    for (const { node, index, parent } of blocks) {
      const lang = node.lang && languages.has(node.lang) ? node.lang : 'text';
      const meta = node.meta ?? undefined;
      const html = await highlight(node.value, lang, meta);
      const { title } = parseCodeMeta(meta);
      const attributes: MdxJsxAttribute[] = [
        { type: 'mdxJsxAttribute', name: 'html', value: html },
        { type: 'mdxJsxAttribute', name: 'language', value: node.lang ?? 'text' },
      ];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
      // One node replaced by one: the indexes collected above stay right.
      parent.children.splice(index, 1, element as RootContent);
    }
  };
}
