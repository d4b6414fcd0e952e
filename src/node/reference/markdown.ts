import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root as MdastRoot, Nodes as MdastNodes, Parent as MdastParent, Link, Text } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import { visit, SKIP } from 'unist-util-visit';
import { anchorsOfRoute } from './anchors.ts';
import { loadCoreDocs } from './api-data.ts';
import { localVersions } from '../config/site-versions.ts';

/**
 * Markdown from package metadata (descriptions in docs.json, CLI help) →
 * sanitised HTML or mdast. Raw HTML in the source is never passed through: it is shown as text.
 * Links to the Ionic docs become routes of this site (of the page's version) where that route exists.
 */

export interface LinkContext {
  /** `/docs/` or `/docs/v7/`. */
  versionPath: string;
  /** Every route of the site's inventory (all versions). */
  routes: Set<string>;
  /** The ids a link to a route of this version may keep as `#anchor` (see anchors.ts). */
  anchorsOf?: (route: string) => Set<string>;
  /** The API page of a component tag in this version (`ion-item` → `/docs/api/item`), or null. */
  componentRoute?: (tag: string) => string | null;
}

const ORIGIN = 'https://ionicframework.com';
const contexts = new Map<string, LinkContext>();

/** The link context of a version, from the route inventory (data/routes/*.txt). */
export function linkContext(root: string, version: string): LinkContext {
  const key = `${root}\0${version}`;
  let ctx = contexts.get(key);
  if (!ctx) {
    const routes = new Set<string>();
    const versions = localVersions();
    for (const { name: v } of versions) {
      const text = readFileSync(path.join(root, 'data/routes', `${v}.txt`), 'utf8');
      for (const line of text.split('\n')) if (line.trim() && !line.startsWith('#')) routes.add(line.split('\t')[0].trim());
    }
    const versionPath = versions.find((v) => v.name === version)?.path ?? versions[0].path;
    let tags: Set<string> | undefined;
    const componentRoute = (tag: string) => {
      tags ??= new Set(loadCoreDocs(root, version)?.components.map((c) => c.tag) ?? []);
      return tags.has(tag) ? `${versionPath}api/${tag.slice(4)}` : null;
    };
    ctx = { versionPath, routes, anchorsOf: (route) => anchorsOfRoute(root, version, versionPath, route), componentRoute };
    contexts.set(key, ctx);
  }
  return ctx;
}

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/**
 * Rewrites a link target: Ionic docs URLs (`https://ionicframework.com/docs/x`, `/docs/x`,
 * `/docs/v7/x`) → this version's route when it exists, else the public URL; other URLs unchanged.
 * Returns null for targets that must not be links (`javascript:` and other schemes).
 */
export function rewriteHref(href: string, ctx: LinkContext): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return trimmed;
  let docsPath: string | null = null;
  if (trimmed.startsWith('/docs')) docsPath = trimmed;
  else {
    const m = /^https?:\/\/(?:www\.)?ionicframework\.com(\/docs(?:[/?#].*)?)$/i.exec(trimmed);
    if (m) docsPath = m[1];
  }
  if (docsPath !== null) {
    const [beforeHash, hash] = splitOnce(docsPath, '#');
    const [pathname] = splitOnce(beforeHash, '?');
    const rest = pathname
      .replace(/^\/docs\/?/, '')
      .replace(/^v\d+\/?/, '')
      .replace(/\/+$/, '');
    const candidate = ctx.versionPath + rest;
    if (ctx.routes.has(candidate)) {
      if (hash === undefined || hash === '') return candidate;
      // Keep an anchor only where it is sure to exist; otherwise link to the page itself.
      const ids = ctx.anchorsOf?.(candidate);
      return ids && !ids.has(hash) ? candidate : `${candidate}#${hash}`;
    }
    return ORIGIN + docsPath;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return SAFE_PROTOCOL.test(trimmed) ? trimmed : null;
  // Relative links inside package metadata point into the package's own repository: not resolvable here.
  return null;
}

function splitOnce(value: string, sep: string): [string, string | undefined] {
  const i = value.indexOf(sep);
  return i === -1 ? [value, undefined] : [value.slice(0, i), value.slice(i + 1)];
}

/**
 * Makes parsed metadata Markdown safe and site-aware, in place: raw HTML becomes text, images
 * become links (no remote images), link targets are rewritten (unsafe ones become plain text),
 * and component tags in code (`ion-item`) link to their API pages.
 */
export function sanitizeMdast(tree: MdastRoot, ctx: LinkContext): MdastRoot {
  visit(tree, (node: MdastNodes, index, parent: MdastParent | undefined) => {
    if (!parent || index === undefined) return;
    if (node.type === 'html') {
      const text: Text = { type: 'text', value: node.value };
      parent.children.splice(index, 1, text as never);
      return SKIP;
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      const label = node.alt || (node.type === 'image' ? node.url : '');
      const href = node.type === 'image' ? rewriteHref(node.url, ctx) : null;
      const replacement: Text | Link = href ? { type: 'link', url: href, children: [{ type: 'text', value: label }] } : { type: 'text', value: label };
      parent.children.splice(index, 1, replacement as never);
      return SKIP;
    }
    if (node.type === 'link') {
      const href = rewriteHref(node.url, ctx);
      if (href === null) {
        parent.children.splice(index, 1, ...(node.children as never[]));
        return [SKIP, index];
      }
      node.url = href;
      node.title = null;
    }
    if (node.type === 'definition') {
      node.url = rewriteHref(node.url, ctx) ?? '#';
    }
    // `ion-item` in code links to that component's API page (not inside an existing link).
    if (node.type === 'inlineCode' && parent.type !== 'link' && /^ion-[a-z-]+$/.test(node.value)) {
      const route = ctx.componentRoute?.(node.value);
      if (route) {
        const wrapped: Link = { type: 'link', url: route, children: [node] };
        parent.children.splice(index, 1, wrapped as never);
        return SKIP;
      }
    }
    return undefined;
  });
  return tree;
}

const parser = unified().use(remarkParse).use(remarkGfm);
const toHast = unified().use(remarkRehype);

/** Parses metadata Markdown into sanitised mdast (for whole description blocks). */
export function markdownToMdast(markdown: string, ctx: LinkContext): MdastRoot {
  return sanitizeMdast(parser.parse(markdown), ctx);
}

const htmlCache = new Map<string, string>();
/** The sanitised mdast each rendered HTML string came from, so the Markdown copy of a page (plugins/markdown/) reuses it instead of reading HTML back. */
const mdastByHtml = new Map<string, MdastRoot>();

/** The sanitised mdast `renderMarkdown` rendered `html` from in this process, if it did. */
export function mdastOfRenderedHtml(html: string): MdastRoot | undefined {
  return mdastByHtml.get(html);
}

/**
 * Renders metadata Markdown to sanitised HTML. A lone paragraph is unwrapped so short
 * descriptions sit inline in table cells. Empty input gives an empty string.
 */
export function renderMarkdown(markdown: string, ctx: LinkContext): string {
  const source = markdown.trim();
  if (!source) return '';
  const key = `${ctx.versionPath}\0${source}`;
  const cached = htmlCache.get(key);
  if (cached !== undefined) return cached;
  const mdast = markdownToMdast(source, ctx);
  const hast = toHast.runSync(mdast);
  if (hast.type === 'root' && hast.children.length === 1) {
    const only = hast.children[0];
    if (only.type === 'element' && only.tagName === 'p') hast.children = only.children;
  }
  const html = toHtml(hast);
  htmlCache.set(key, html);
  if (!mdastByHtml.has(html)) mdastByHtml.set(html, mdast);
  return html;
}

export { escapeHtml } from '../../shared/escape-html.ts';
