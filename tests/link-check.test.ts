import { describe, expect, it } from 'vitest';
import { checkLinks, checkPageLinks, pageLinksOf, readPageLinks, routeOfFile, type PageLinks } from '../src/node/build/link-check.ts';
import { largePage, retainedBytes } from './fixtures/retained-memory.ts';

describe('link check over built HTML', () => {
  it('maps files to routes', () => {
    expect(routeOfFile('docs/theming/basics.html')).toBe('/docs/theming/basics');
    expect(routeOfFile('docs/react/index.html')).toBe('/docs/react');
    expect(routeOfFile('docs/index.html')).toBe('/docs/');
  });
  it('reports missing pages and anchors, and accepts good ones', () => {
    const pages = [
      {
        file: 'docs/a.html',
        html: '<h2 id="setup">Setup</h2><a href="/docs/b#usage">b</a><a href="#setup">self</a><a href="/docs/b#nope">bad anchor</a><a href="/docs/c">missing</a><a href="https://example.com">ext</a>',
      },
      { file: 'docs/b.html', html: '<h2 id="usage">Usage</h2><a href="/docs/a/">a with slash</a>' },
      { file: '404.html', html: '<a href="/docs/__not-found__">ignored</a>' },
    ];
    const result = checkLinks(pages);
    expect(result.broken).toEqual(['/docs/a: link to /docs/b#nope — no element with id "nope"', '/docs/a: link to /docs/c — no such page']);
    expect(result.links).toBe(5);
    expect(result.anchors).toBe(3);
  });
});

describe('non-ASCII routes and duplicate ids', () => {
  it('decodes percent-encoded links and anchors before comparing them with routes', () => {
    const pages = [
      {
        file: 'docs/café.html',
        html: '<h2 id="étape">Étape</h2><a href="/docs/caf%C3%A9">self</a><a href="/docs/caf%C3%A9#%C3%A9tape">anchor</a><a href="/docs/%F0%9F%9A%80">emoji</a>',
      },
      { file: 'docs/🚀.html', html: '<h2 id="x">X</h2>' },
    ];
    expect(checkLinks(pages).broken).toEqual([]);
  });

  it('reports an id used twice on a page, such as a heading taking the app root id', () => {
    const pages = [{ file: 'docs/api/nav.html', html: '<div id="root"><h3 id="root">root</h3><h3 id="swipe">swipe</h3></div>' }];
    expect(checkLinks(pages).broken).toEqual(['/docs/api/nav: id "root" is used more than once']);
  });
});

describe('reading a site for the link check', () => {
  it('reads every HTML file under the site folder, demo documents included, to the same verdict as checkLinks', async () => {
    const { mkdtemp, mkdir, rm, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const pages = [
      { file: 'docs/a.html', html: '<h2 id="setup">Setup</h2><a href="/docs/_demos/x/index.html">demo</a><a href="/docs/b#gone">b</a>' },
      { file: 'docs/b.html', html: '<h2 id="usage">Usage</h2><a href="/docs/a#setup">a</a>' },
      { file: 'docs/_demos/x/index.html', html: '<p id="p">A demo</p><p id="p">twice</p>' },
      { file: '404.html', html: '<a href="/docs/missing">ignored</a>' },
    ];
    const site = await mkdtemp(path.join(os.tmpdir(), 'link-check-'));
    try {
      for (const page of pages) {
        await mkdir(path.dirname(path.join(site, page.file)), { recursive: true });
        await writeFile(path.join(site, page.file), page.html);
      }
      const read = await readPageLinks(site);
      expect(read).toHaveLength(4);
      const result = checkPageLinks(read);
      expect(result.broken.sort()).toEqual(checkLinks(pages).broken.sort());
      expect(result.broken.sort()).toEqual(['/docs/_demos/x: id "p" is used more than once', '/docs/a: link to /docs/b#gone — no element with id "gone"']);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("keeps a page's links and ids without keeping the page", () => {
    // A long href is what V8 would otherwise keep as a view into the whole page.
    const { bytes, result } = retainedBytes(() =>
      pageLinksOf({ file: 'docs/big.html', html: largePage('<h2 id="a-long-heading-id">A</h2><a href="/docs/api/button#a-long-anchor-name">b</a>', 8) }),
    );
    expect((result as PageLinks).hrefs).toEqual(['/docs/api/button#a-long-anchor-name']);
    expect((result as PageLinks).ids.has('a-long-heading-id')).toBe(true);
    expect(bytes).toBeLessThan(2_000_000);
  });
});
