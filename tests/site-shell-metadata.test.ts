import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../site.config.ts';
import { renderDocument, withRootClass } from '../src/node/build/html-document.ts';
import { buildSiteMetadata } from '../src/node/build/site-metadata.ts';
import { ContentContext } from '../src/node/content/context.ts';
import type { RouteEntry } from '../src/node/content/scan.ts';
import { ALL_PAGE_TYPES, PAGE_TYPES, applyPageType, pageTypeOfDoc } from '../src/shared/page-types.ts';

const root = path.join(import.meta.dirname, '..');
const template = '<!doctype html>\n<html lang="en" data-theme="light"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const version = (dir: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules', dir, 'package.json'), 'utf8')) as { version: string }).version;

describe('page-type identifiers (spec §2.1)', () => {
  it('has one distinct class name per page type', () => {
    expect(Object.keys(PAGE_TYPES).sort()).toEqual(
      [
        'blogAuthorsListPage',
        'blogAuthorsPostsPage',
        'blogListPage',
        'blogPostPage',
        'blogTagPostListPage',
        'blogTagsListPage',
        'docsDocPage',
        'docsTagDocListPage',
        'docsTagsListPage',
        'mdxPage',
      ].sort(),
    );
    expect(new Set(ALL_PAGE_TYPES).size).toBe(ALL_PAGE_TYPES.length);
    expect(PAGE_TYPES.docsDocPage).toBe('docs-doc-page');
    expect(PAGE_TYPES.mdxPage).toBe('mdx-page');
  });
  it('makes the search page a markdown page and every other routed page a doc page', () => {
    expect(pageTypeOfDoc('search', 'search')).toBe('mdx-page');
    expect(pageTypeOfDoc('api/button', 'search')).toBe('docs-doc-page');
    expect(pageTypeOfDoc('index', 'search')).toBe('docs-doc-page');
  });
  it('writes the class on <html>, keeping its attributes', () => {
    expect(withRootClass(template, 'docs-doc-page')).toContain('<html lang="en" data-theme="light" class="docs-doc-page">');
    expect(withRootClass('<html class="x">', 'mdx-page')).toBe('<html class="x mdx-page">');
    const doc = renderDocument(template, config, {
      path: '/docs/search',
      title: 'S',
      description: 'd',
      notFound: false,
      pageType: 'mdx-page',
      html: '',
      assets: null,
    });
    expect(doc).toMatch(/<html [^>]*class="mdx-page"/);
  });
  it('swaps page-type classes on navigation, leaving other classes alone', () => {
    const classes = new Set(['docs-doc-page', 'other']);
    const el = { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } } as unknown as Element;
    applyPageType(el, 'mdx-page');
    expect([...classes].sort()).toEqual(['mdx-page', 'other']);
  });
});

describe('site metadata (spec §3)', () => {
  const meta = buildSiteMetadata(root);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  it("names this build's generator and the installed plugin versions", () => {
    expect(meta.generator).toEqual({ name: pkg.name, version: pkg.version });
    expect(meta.pluginVersions['vite']).toEqual({ type: 'package', name: 'vite', version: version('vite') });
    expect(meta.pluginVersions['@vitejs/plugin-react'].version).toBe(version('@vitejs/plugin-react'));
    expect(meta.pluginVersions['@mdx-js/rollup'].version).toBe(version('@mdx-js/rollup'));
    expect(meta.pluginVersions['docs:content']).toEqual({ type: 'local', name: 'docs:content', version: pkg.version });
    expect(JSON.stringify(meta)).not.toContain('3.7.0');
  });
  it('is emitted as a generator meta tag and a JSON data block (no executable inline script)', () => {
    const doc = renderDocument(template, config, {
      path: '/docs/x',
      title: 'X',
      description: 'd',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '',
      assets: null,
      siteMetadata: meta,
    });
    expect(doc).toContain(`<meta name="generator" content="${pkg.name} v${pkg.version}" />`);
    const block = /<script type="application\/json" id="__docs_site_metadata">(.*?)<\/script>/.exec(doc);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(meta);
  });
});

describe('promo embedding (build time)', () => {
  const route = (docId: string, sidebar: RouteEntry['sidebar']): RouteEntry =>
    ({
      path: `/docs/${docId}`,
      docId,
      version: 'v8',
      source: '',
      sidebar,
      title: 'T',
      description: 'D',
      frontmatter: { title: 'T', description: 'D' },
    }) as RouteEntry;
  const date = new Date('2026-11-25T10:00:00Z');
  it('gives doc pages a promo matching their tags, and none to the search page', async () => {
    const ctx = new ContentContext({ root, config, development: true, buildDate: date });
    expect((await ctx.promoFor(route('cli/commands/serve', 'cli')))?.id).toBe('ionic-cli');
    expect((await ctx.promoFor(route('native/camera', 'native')))?.id).toBe('capacitor-plugins');
    expect(await ctx.promoFor(route('search', null))).toBeUndefined();
  });
  it('shows no promo when the config switch is off', async () => {
    const ctx = new ContentContext({ root, config: { ...config, promos: { enabled: false, file: 'data/promos.json' } }, development: true, buildDate: date });
    expect(await ctx.promoFor(route('cli/commands/serve', 'cli'))).toBeUndefined();
    expect(await ctx.promos()).toEqual([]);
  });
  it('shows no promo outside every publication window', async () => {
    const ctx = new ContentContext({ root, config, development: true, buildDate: new Date('2030-01-01T00:00:00Z') });
    expect(await ctx.promoFor(route('cli/commands/serve', 'cli'))).toBeUndefined();
  });
});
