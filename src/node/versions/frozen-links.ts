/**
 * The links of a version being frozen. A version's pages link its own pages by absolute path
 * (`/docs/theming/dark-mode` while it is current, `/docs/v7/theming/dark-mode` in v7's folder;
 * content/README.md, Links), so when the current version moves to its own folder every link to
 * one of its routes takes the new prefix. Only real links change — Markdown links and link
 * definitions, JSX attribute values, sidebar `href`s — never code or prose. Each link is found
 * on the syntax tree and replaced where it is written, so the rest of the file stays as it was.
 */
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { normalizePath } from '../../shared/normalize-path.ts';
import { decodePathSafely } from '../../shared/url-path.ts';

export interface LinkMove {
  /** `/docs/` */
  baseUrl: string;
  /** The frozen version's new prefix (`/docs/v8/`). */
  frozenPath: string;
  /** The frozen version's routes as they are now (`/docs/theming/dark-mode`), decoded. */
  routes: ReadonlySet<string>;
  /** The other versions' prefixes (`/docs/v7/`): links there are not the frozen version's. */
  otherPrefixes: readonly string[];
}

export interface RewriteResult {
  text: string;
  rewritten: number;
  /** `file:line href` of links under the base URL that name no route of the version (assets, broken links): left as written. */
  kept: string[];
}

/** The href with the frozen prefix when it links a route of the frozen version, else null. */
export function frozenHref(href: string, move: LinkMove): string | null {
  // `/docs/x`, and `/docs` itself with or without a query or hash.
  const bare = move.baseUrl.slice(0, -1);
  let rest: string;
  if (href.startsWith(move.baseUrl)) rest = href.slice(move.baseUrl.length);
  else if (href.startsWith(bare) && /^([?#]|$)/.test(href.slice(bare.length))) rest = href.slice(bare.length);
  else return null;
  const pathPart = href.split(/[?#]/)[0];
  return move.routes.has(decodePathSafely(normalizePath(pathPart, false))) ? move.frozenPath + rest : null;
}

/** Whether `href` points under the base URL but not into another version's folder. */
function inVersionFolder(href: string, move: LinkMove): boolean {
  return (href === move.baseUrl.slice(0, -1) || href.startsWith(move.baseUrl)) && !move.otherPrefixes.some((p) => href.startsWith(p));
}

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

interface Candidate {
  href: string;
  /** Where the href is written: searched for between these offsets. */
  start: number;
  end: number;
  /** Written after this marker (the `](` of a link, the `]:` of a definition, the `=` of an attribute). */
  after: string;
  line: number;
}

/** Rewrites the links of one MDX page; a link written in a form this cannot find (escapes, entities) fails with its line. */
export function rewriteMdxLinks(source: string, file: string, move: LinkMove): RewriteResult {
  // The frontmatter is blanked, not cut, so offsets into the body stay offsets into the file.
  const body = source.replace(FRONTMATTER, (block) => block.replace(/[^\n]/g, ' '));
  const candidates: Candidate[] = [];
  visit(parser.parse(body), (node) => {
    const { position } = node;
    if (position?.start.offset === undefined || position.end.offset === undefined) return;
    const at = { start: position.start.offset, end: position.end.offset, line: position.start.line };
    if (node.type === 'link') candidates.push({ href: node.url, ...at, after: '](' });
    else if (node.type === 'definition') candidates.push({ href: node.url, ...at, after: ']:' });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        const p = attribute.position;
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || p?.start.offset === undefined || p.end.offset === undefined)
          continue;
        candidates.push({ href: attribute.value, start: p.start.offset, end: p.end.offset, line: p.start.line, after: '=' });
      }
    }
  });
  return replaceCandidates(source, file, candidates, move);
}

/** Rewrites the `href` of the link items of a `sidebars.ts`. */
export function rewriteSidebarLinks(source: string, file: string, move: LinkMove): RewriteResult {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const candidates: Candidate[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'href') {
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        const line = tree.getLineAndCharacterOfPosition(value.getStart(tree)).line + 1;
        candidates.push({ href: value.text, start: node.getStart(tree), end: node.getEnd(), line, after: ':' });
      }
    }
    ts.forEachChild(node, walk);
  };
  walk(tree);
  return replaceCandidates(source, file, candidates, move);
}

function replaceCandidates(source: string, file: string, candidates: Candidate[], move: LinkMove): RewriteResult {
  const kept: string[] = [];
  const edits: Array<{ at: number; length: number; text: string }> = [];
  for (const c of candidates) {
    const next = frozenHref(c.href, move);
    if (next === null) {
      if (inVersionFolder(c.href, move)) kept.push(`${file}:${c.line} ${c.href}`);
      continue;
    }
    const written = source.slice(c.start, c.end);
    const marker = written.lastIndexOf(c.after, written.lastIndexOf(c.href));
    const at = marker === -1 ? -1 : written.indexOf(c.href, marker + c.after.length);
    if (at === -1)
      throw new Error(`${file}:${c.line}: the link to ${c.href} is written with escapes or entities the version cut cannot rewrite; write it plainly`);
    edits.push({ at: c.start + at, length: c.href.length, text: next });
  }
  let text = source;
  for (const e of edits.sort((a, b) => b.at - a.at)) text = text.slice(0, e.at) + e.text + text.slice(e.at + e.length);
  return { text, rewritten: edits.length, kept };
}
