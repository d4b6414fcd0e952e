import { describe, expect, it } from 'vitest';
import config from '../site.config.ts';
import { htmlFileOf, renderDocument, type DocumentInput } from '../src/node/build/html-document.ts';
import { DEFERRED_SCRIPTS_LOADER, takeModuleScripts } from '../src/node/build/deferred-scripts.ts';
import { firstLoadUrls } from '../src/node/build/first-load.ts';
import { bootDataOfHtml } from '../src/shared/boot-data.ts';

const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/** A plain doc page at /docs/x, with what a test changes. */
function page(input: Partial<DocumentInput>): DocumentInput {
  return { path: '/docs/x', title: 'X', description: 'D', notFound: false, pageType: 'docs-doc-page', html: '', assets: null, ...input };
}

describe('renderDocument', () => {
  it('inserts page HTML verbatim, even with $-patterns a string replace would expand', () => {
    const html = "<pre>moduleNameMapper: { '^ionicons/(.*)$': '$1', \"$&\": 1 }</pre>";
    const doc = renderDocument(template, config, page({ html, assets: { js: ['assets/x.js'], css: [], sidebar: null } }));
    expect(doc).toContain(html);
    expect(doc).toContain('<title>X | Ionic Framework</title>');
    expect(doc).toContain('<link rel="canonical" href="https://ionicframework.com/docs/x" />');
    expect(doc).toContain('"chunk":"/docs/assets/x.js"');
  });
  it('starts the scripts after the first paint: the boot data lists the entry, its preloads and the sidebar chunk, never the page chunk', () => {
    const viteTemplate = template.replace(
      '<!--app-head-->',
      '<!--app-head--><script type="module" crossorigin src="/docs/assets/main-A.js"></script>\n<link rel="modulepreload" crossorigin href="/docs/assets/jsx-runtime-B.js">',
    );
    const route = {
      path: '/docs/x',
      docId: 'x',
      version: 'v8',
      sidebar: 'docs',
      title: 'X',
      description: 'D',
      hideTableOfContents: false,
      alternates: {},
      pageType: 'docs-doc-page',
    } as const;
    const doc = renderDocument(viteTemplate, config, {
      path: '/docs/x',
      title: 'X',
      description: 'D',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '<p>x</p>',
      shell: { route, toc: [{ depth: 2, id: 'a', value: 'A' }] },
      assets: { js: ['assets/p-x.js', 'assets/sidebar-v8-docs.js'], css: [], sidebar: 'assets/sidebar-v8-docs.js' },
    });
    // Nothing the preload scanner would fetch while the page is still arriving.
    expect(doc).not.toMatch(/<script[^>]*type="module"|<link[^>]*(rel="modulepreload"|p-x\.js)/);
    const boot = bootDataOfHtml(doc);
    expect(boot).toEqual({
      path: '/docs/x',
      chunk: '/docs/assets/p-x.js',
      page: { route, toc: [{ depth: 2, id: 'a', value: 'A' }], sidebarChunk: '/docs/assets/sidebar-v8-docs.js' },
      scripts: { entry: '/docs/assets/main-A.js', preload: ['/docs/assets/jsx-runtime-B.js', '/docs/assets/sidebar-v8-docs.js'] },
    });
    // The loader comes after the boot data it reads.
    expect(doc.indexOf(DEFERRED_SCRIPTS_LOADER)).toBeGreaterThan(doc.indexOf('id="__docs_boot"'));
    // And the first-load check counts what it loads.
    expect(firstLoadUrls(doc).js).toEqual(['/docs/assets/main-A.js', '/docs/assets/jsx-runtime-B.js', '/docs/assets/sidebar-v8-docs.js']);
  });
  it('refuses a template with two module scripts (the loader starts one)', () => {
    const two = '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>';
    expect(() => takeModuleScripts(two)).toThrow(/2 module scripts/);
    expect(takeModuleScripts('<p>none</p>')).toEqual({ html: '<p>none</p>', scripts: null });
  });
  it('escapes titles and marks the not-found page noindex', () => {
    const doc = renderDocument(template, config, page({ path: '/docs/404', title: 'A <b> & "c"', notFound: true, pageType: 'mdx-page' }));
    expect(doc).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; | Ionic Framework</title>');
    expect(doc).toContain('noindex');
    expect(doc).not.toContain('rel="canonical"');
  });
  it('adds the base-URL banner script to the home page only', () => {
    const home = renderDocument(template, config, page({ path: '/docs/', title: 'Home' }));
    const other = renderDocument(template, config, page({}));
    expect(home).toContain('__docs-base-url-issue-banner');
    expect(other).not.toContain('__docs-base-url-issue-banner');
  });
  it('puts the styles of the lazily loaded components it renders last in the head, after the site stylesheet', () => {
    const styled = '<html><head><!--app-head--><style>.site{}</style></head><body><!--app-html--></body></html>';
    const doc = renderDocument(
      styled,
      config,
      page({
        // A code sample that shows a head end tag must stay where it is.
        html: '<pre>&lt;/head&gt;</head></pre>',
        styles: ['<style>.demo{}</style>', '', '<link rel="stylesheet" href="/docs/assets/big.css" />'],
      }),
    );
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head.indexOf('<style>.demo{}</style>')).toBeGreaterThan(head.indexOf('<style>.site{}</style>'));
    expect(head).toMatch(/<style>\.demo\{\}<\/style><link rel="stylesheet" href="\/docs\/assets\/big\.css" \/>$/);
    expect(doc).toContain('<pre>&lt;/head&gt;</head></pre>');
  });
  it('writes files by the trailing-slash setting', () => {
    expect(htmlFileOf('/docs/', false)).toBe('/docs/index.html');
    expect(htmlFileOf('/docs/x', false)).toBe('/docs/x.html');
    expect(htmlFileOf('/docs/x', true)).toBe('/docs/x/index.html');
  });
});
