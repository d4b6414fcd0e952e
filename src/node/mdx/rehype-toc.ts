import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { TocItem } from '../../shared/page-module.ts';

export type { TocItem };

/** Collects h2–h3 headings (after rehype-slug gave them ids) into `file.data.toc` (TOC covers levels 2 to 3). */
export function rehypeToc() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocItem[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      toc.push({ depth: node.tagName === 'h2' ? 2 : 3, id, value: toString(node).trim() });
    });
    file.data.toc = toc;
  };
}
