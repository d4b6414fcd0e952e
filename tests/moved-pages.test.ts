import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMovedPages, parseMovedPages } from '../src/node/hosting/moved-pages.ts';
import config from '../site.config.ts';

/** Every route of the inventory (data/routes/<version>.txt), both versions. */
const routes = new Set(
  config.versions.local.flatMap((v) =>
    readFileSync(path.join(import.meta.dirname, `../data/routes/${v.name}.txt`), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => line.split('\t')[0]),
  ),
);
const moved = loadMovedPages();
const roots = config.versions.local.map((v) => v.path);

describe('old addresses (data/redirects.json)', () => {
  it('lead to a page of the inventory', () => {
    expect(moved.length).toBeGreaterThan(50);
    for (const m of moved) {
      if (m.prefix) expect(roots, `${m.from} moves to a version root`).toContain(m.to);
      else expect(routes.has(m.to), `${m.from} → ${m.to}`).toBe(true);
    }
  });

  it('are not pages of this site (a redirect would hide the page)', () => {
    for (const m of moved) {
      expect(routes.has(m.from) || routes.has(m.from.replace(/\/$/, '')), m.from).toBe(false);
      if (m.prefix)
        expect(
          [...routes].filter((r) => r.startsWith(m.from)),
          `${m.from} holds no page`,
        ).toEqual([]);
    }
  });

  it('refuse bad entries with their place in the file', () => {
    const bad = (redirects: unknown[]) => () => parseMovedPages(JSON.stringify({ redirects }), 'fixture.json');
    const source = 'where it came from, long enough';
    expect(bad([{ from: '/docs/a', to: '/docs/b' }])).toThrow('fixture.json: redirects.0.source');
    expect(bad([{ from: 'docs/a', to: '/docs/b', source }])).toThrow('redirects.0.from');
    expect(bad([{ from: '/docs/a?x', to: '/docs/b', source }])).toThrow('redirects.0.from');
    expect(bad([{ from: '/docs/v9', to: '/docs/', prefix: true, source }])).toThrow('prefix entry');
    expect(
      bad([
        { from: '/docs/a', to: '/docs/b', source },
        { from: '/docs/a', to: '/docs/c', source },
      ]),
    ).toThrow('/docs/a is listed twice');
  });
});
