/**
 * The Markdown copy of a page as a by-product of its MDX compile. Both start from the same tree
 * (the page parsed, then expanded by the admonition, reference and demo plugins), and parsing a
 * page costs as much as the rest of its copy: a cold build parsed every page twice, once for
 * each. Placed right after those plugins, this one converts a copy of the tree; the compile
 * goes on with the original.
 */
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { markdownOfTree, type MarkdownPage, type PageMarkdownResult } from './page-markdown.ts';

interface CopyRequest {
  root: string;
  page: MarkdownPage;
  result?: PageMarkdownResult;
}

/** Pages of this thread's compiles that should also give their copy, by source path. */
const requests = new Map<string, CopyRequest>();

/** Asks the next compile of `page.source` for the page's Markdown copy too. */
export function requestMarkdownCopy(root: string, page: MarkdownPage): void {
  requests.set(page.source, { root, page });
}

/**
 * The copy the compile of `source` gave, if it ran and could make one; the request ends either
 * way. Without one (a cached compile, a conversion that failed) the Markdown step parses the page
 * itself, and reports any error there.
 */
export function takeMarkdownCopy(source: string): PageMarkdownResult | undefined {
  const request = requests.get(source);
  requests.delete(source);
  return request?.result;
}

export function remarkMarkdownCopy() {
  return (tree: Root, file: VFile) => {
    const request = file.path ? requests.get(file.path) : undefined;
    if (!request || request.result) return;
    try {
      request.result = markdownOfTree(structuredClone(tree), new VFile({ path: file.path, cwd: file.cwd }), request.page, request.root);
    } catch {
      // Left to the Markdown step, which reports it at the page's line.
    }
  };
}
