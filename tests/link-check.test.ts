import { describe, expect, it } from 'vitest';
import { checkLinks, routeOfFile } from '../src/node/build/link-check.ts';

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
