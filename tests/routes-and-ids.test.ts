/**
 * Non-ASCII routes become percent-encoded URLs (sitemap, canonical link, link hrefs), and a
 * content heading never takes an id the layout uses.
 */
import { readFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import site from '../site.config.ts';
import { writeSitemap } from '../src/node/build/sitemap.ts';
import { renderDocument } from '../src/node/build/html-document.ts';
import { PAGE_TYPES } from '../src/shared/page-types.ts';
import { encodePath, decodePathSafely } from '../src/shared/url-path.ts';
import { LAYOUT_IDS, RESERVED_IDS } from '../src/shared/layout-ids.ts';
import { HeadingSlugger } from '../src/node/mdx/heading-ids.ts';
import { PageCompiler } from '../src/node/content/compile-page.ts';
import { DocLink } from '../src/theme/DocLink.tsx';
import type { Manifest } from '../src/node/content/scan.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('percent-encoded URLs', () => {
  it('encodes each segment once', () => {
    expect(encodePath('/docs/café/🚀')).toBe('/docs/caf%C3%A9/%F0%9F%9A%80');
    expect(encodePath('/docs/caf%C3%A9')).toBe('/docs/caf%C3%A9');
    expect(encodePath('/docs/a b')).toBe('/docs/a%20b');
    expect(decodePathSafely('/docs/100%')).toBe('/docs/100%');
  });

  it('writes encoded locations into the sitemap', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitemap-')), 'sitemap.xml');
    const route = {
      path: '/docs/café',
      docId: 'café',
      version: 'v8',
      source: '',
      sidebar: null,
      title: 'x',
      description: '',
      frontmatter: { title: 'x', description: '' },
    };
    const manifest: Manifest = {
      warnings: [],
      versions: [
        {
          name: 'v8',
          label: 'v8',
          path: '/docs/',
          isLast: true,
          mainDocId: 'index',
          routes: [route],
          draftIds: [],
          sidebars: { docs: [], api: [], cli: [], native: [] },
        },
      ],
    };
    await writeSitemap(file, site, manifest);
    const xml = await readFile(file, 'utf8');
    expect(xml).toContain('<loc>https://ionicframework.com/docs/caf%C3%A9</loc>');
  });

  it('puts an encoded canonical URL into the page', () => {
    const template = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
    const html = renderDocument(template, site, {
      path: '/docs/café',
      title: 'x',
      description: 'y',
      notFound: false,
      html: '',
      assets: null,
      pageType: PAGE_TYPES.docsDocPage,
    });
    expect(html).toContain('<link rel="canonical" href="https://ionicframework.com/docs/caf%C3%A9" />');
  });

  it('renders encoded link hrefs', () => {
    const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/docs/'] }, createElement(DocLink, { to: '/docs/café#étape' }, 'x')));
    expect(html).toContain('href="/docs/caf%C3%A9#étape"');
  });
});

describe('layout ids', () => {
  it('index.html uses the app root id from the shared list', async () => {
    expect(await readFile(path.join(root, 'index.html'), 'utf8')).toContain(`<div id="${LAYOUT_IDS.appRoot}">`);
  });

  it('never gives a heading a reserved id', () => {
    const slugger = new HeadingSlugger();
    expect(slugger.slug('root')).toBe('root-1');
    expect(slugger.slug('Main content')).toBe('main-content-1');
    expect(slugger.slug('root')).toBe('root-2');
    expect(slugger.slug('swipeGesture')).toBe('swipegesture');
    for (const id of RESERVED_IDS) expect(new HeadingSlugger().slug(id)).not.toBe(id);
  });

  it('compiles a heading named like the app root with another id', async () => {
    const compiled = await new PageCompiler(root, false, false).compile(
      '---\ntitle: T\ndescription: D\n---\n\n### root\n\nText.\n',
      path.join(root, 'content/v8/fixture.mdx'),
      'export const route = {};',
    );
    expect(compiled.code).toMatch(/id: "root-1"/);
    expect(compiled.code).not.toMatch(/id: "root"/);
  });
});
