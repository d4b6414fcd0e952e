import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { remarkAdmonitions } from '../mdx/remark-admonitions.ts';
import { remarkReference } from '../reference/remark-reference.ts';
import { remarkPlayground } from '../demos/remark-playground.ts';
import { splitFrontmatter } from '../content/frontmatter.ts';
import { toContentError } from '../content/content-error.ts';
import { ionicRelease } from '../demos/self-hosted-ionic.ts';
import { remarkPlainMarkdown } from './remark-plain-markdown.ts';

/**
 * The Markdown copy of one page: its MDX source parsed and expanded by the same remark plugins
 * the HTML is compiled with (admonitions, generated reference, demos), then turned into plain
 * CommonMark + GFM (remark-plain-markdown.ts) and serialised by mdast-util-to-markdown.
 */

export interface MarkdownPage {
  /** Absolute path of the MDX source (content/… or .generated/…). */
  source: string;
  title: string;
  description: string;
  /** `v8` */
  version: string;
  /** `v8`, with "(current)" added by the caller's choice of `current`. */
  versionLabel: string;
  current: boolean;
  /** `https://ionicframework.com` */
  origin: string;
  baseUrl: string;
  /** The page's canonical URL. */
  url: string;
  /** The absolute URL of this Markdown copy. */
  markdownUrl: string;
}

// Everything up to the JSX conversion; stringifying is separate so the MDX and directive
// serialisers (which escape `{`, `<` and `:` for MDX) never touch the plain output.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkAdmonitions).use(remarkReference).use(remarkPlayground);

// Unpadded tables: padding every cell to its column's widest (a long description) doubles a reference page's size.
const STRINGIFY: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
};

export function headerLine(page: MarkdownPage, root: string): string {
  const release = ionicRelease(root, page.version).version;
  return `Ionic Framework ${page.versionLabel}${page.current ? ' (current)' : ''}, @ionic/core ${release} · Canonical: ${page.url} · Markdown: ${page.markdownUrl}`;
}

export interface PageMarkdownResult {
  markdown: string;
  /** `file:line: reason` for anything that could not be converted. */
  warnings: string[];
}

/**
 * The Markdown copy from a page's tree after the shared plugins (admonitions, reference, demos):
 * made plain, serialised and headed. `file` collects the conversion's messages; the tree changes.
 */
export function markdownOfTree(tree: Root, file: VFile, page: MarkdownPage, root: string): PageMarkdownResult {
  unified().use(remarkPlainMarkdown, { pageUrl: page.url, origin: page.origin, baseUrl: page.baseUrl, version: page.version, root }).runSync(tree, file);
  const rel = path.relative(root, page.source);
  const header = `# ${page.title}\n\n${headerLine(page, root)}\n\n`;
  const description = page.description ? `> ${page.description.replace(/\s+/g, ' ').trim()}\n\n` : '';
  const warnings = file.messages.map((m) => `${rel}:${m.line ?? 1}: ${m.reason}`);
  return { markdown: header + description + toMarkdown(tree, STRINGIFY), warnings };
}

/**
 * The page as Markdown, parsed on its own; a malformed page throws. The build gets most copies
 * from the MDX compile instead (remark-markdown-copy.ts) and comes here for the rest.
 */
export async function pageMarkdown(root: string, page: MarkdownPage): Promise<PageMarkdownResult> {
  const source = await readFile(page.source, 'utf8');
  const rel = path.relative(root, page.source);
  const { body } = splitFrontmatter(source, rel);
  const file = new VFile({ path: page.source, cwd: root, value: body });
  try {
    const tree = (await parser.run(parser.parse(file), file)) as Root;
    return markdownOfTree(tree, file, page, root);
  } catch (error) {
    throw toContentError(error, rel);
  }
}
