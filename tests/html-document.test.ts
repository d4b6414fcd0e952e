import { describe, expect, it } from 'vitest';
import config from '../site.config.ts';
import { htmlFileOf, renderDocument } from '../src/node/build/html-document.ts';

const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('renderDocument', () => {
  it('inserts page HTML verbatim, even with $-patterns a string replace would expand', () => {
    const html = "<pre>moduleNameMapper: { '^ionicons/(.*)$': '$1', \"$&\": 1 }</pre>";
    const doc = renderDocument(template, config, {
      path: '/docs/x',
      title: 'X',
      description: 'D',
      notFound: false,
      pageType: 'docs-doc-page',
      html,
      assets: { js: ['assets/x.js'], css: [], sidebar: null },
    });
    expect(doc).toContain(html);
    expect(doc).toContain('<title>X | Ionic Framework</title>');
    expect(doc).toContain('<link rel="canonical" href="https://ionicframework.com/docs/x" />');
    expect(doc).toContain('"chunk":"/docs/assets/x.js"');
  });
  it('preloads the sidebar chunk, not the page chunk, and carries the shell data in the boot data', () => {
    const route = { path: '/docs/x', docId: 'x', version: 'v8', sidebar: 'docs', title: 'X', description: 'D', hideTableOfContents: false, alternates: {}, pageType: 'docs-doc-page' } as const;
    const doc = renderDocument(template, config, {
      path: '/docs/x',
      title: 'X',
      description: 'D',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '<p>x</p>',
      shell: { route, toc: [{ depth: 2, id: 'a', value: 'A' }] },
      assets: { js: ['assets/p-x.js', 'assets/sidebar-v8-docs.js'], css: [], sidebar: 'assets/sidebar-v8-docs.js' },
    });
    expect(doc).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/docs/assets/sidebar-v8-docs.js" />');
    expect(doc).not.toContain('href="/docs/assets/p-x.js"');
    const boot = JSON.parse(/<script type="application\/json" id="__docs_boot">(.*?)<\/script>/.exec(doc)?.[1] ?? 'null');
    expect(boot).toEqual({ path: '/docs/x', chunk: '/docs/assets/p-x.js', page: { route, toc: [{ depth: 2, id: 'a', value: 'A' }], sidebarChunk: '/docs/assets/sidebar-v8-docs.js' } });
  });
  it('escapes titles and marks the not-found page noindex', () => {
    const doc = renderDocument(template, config, {
      path: '/docs/404',
      title: 'A <b> & "c"',
      description: 'd',
      notFound: true,
      pageType: 'mdx-page',
      html: '',
      assets: null,
    });
    expect(doc).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; | Ionic Framework</title>');
    expect(doc).toContain('noindex');
    expect(doc).not.toContain('rel="canonical"');
  });
  it('adds the base-URL banner script to the home page only', () => {
    const home = renderDocument(template, config, {
      path: '/docs/',
      title: 'Home',
      description: 'd',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '',
      assets: null,
    });
    const other = renderDocument(template, config, {
      path: '/docs/x',
      title: 'X',
      description: 'd',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '',
      assets: null,
    });
    expect(home).toContain('__docs-base-url-issue-banner');
    expect(other).not.toContain('__docs-base-url-issue-banner');
  });
  it('writes files by the trailing-slash setting', () => {
    expect(htmlFileOf('/docs/', false)).toBe('/docs/index.html');
    expect(htmlFileOf('/docs/x', false)).toBe('/docs/x.html');
    expect(htmlFileOf('/docs/x', true)).toBe('/docs/x/index.html');
  });
});
