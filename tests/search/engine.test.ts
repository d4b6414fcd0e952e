import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildIndexFile, buildSearchIndexes, writeSearchIndexes } from '../../src/node/search/search-index.ts';
import { SearchEngine } from '../../src/shared/search-engine.ts';
import {
  expandIndex,
  headingSlug,
  packRecords,
  SEARCH_BOOST,
  SEARCH_FIELDS,
  unpackRecords,
  type SearchIndexFile,
  type StoredRecord,
} from '../../src/shared/search-index-format.ts';
import { resolveAlgolia } from '../../src/shared/search-config.ts';
import type { SiteConfig } from '../../src/shared/config-schema.ts';
import type { Manifest, RouteEntry } from '../../src/node/content/scan.ts';
import siteConfig from '../../site.config.ts';
import { FIXTURE_PAGES, pageHtml } from './fixtures.ts';

const file = buildIndexFile('v8', FIXTURE_PAGES);
const engine = new SearchEngine(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
const top = (q: string, n = 1) =>
  engine
    .docSearchHits(q)
    .slice(0, n)
    .map((h) => h.url_without_anchor);

describe('ranking (index built from fixture pages)', () => {
  it.each([
    ['dark mode', '/docs/theming/dark-mode'],
    ['ion-button', '/docs/api/button'],
    ['capacitor camera', '/docs/native/camera'],
    ['ionic serve', '/docs/cli/commands/serve'],
    ['datetme', '/docs/api/datetime'],
  ])('"%s" finds %s first', (query, url) => {
    expect(top(query)).toEqual([url]);
  });

  it('finds API property names and CLI option names as words', () => {
    expect(engine.docSearchHits('buttonType')[0]?.url).toBe('/docs/api/button#buttontype');
    expect(engine.docSearchHits('ion-button expand')[0]?.url).toBe('/docs/api/button#expand');
    expect(engine.docSearchHits('livereload')[0]?.url).toBe('/docs/cli/commands/serve#options');
  });

  it('matches prefixes of the word being typed and tolerates typos', () => {
    expect(top('dark mo')).toEqual(['/docs/theming/dark-mode']);
    expect(top('capacitr camera')).toEqual(['/docs/native/camera']);
  });

  it('weighs code less than prose', () => {
    const pages = ['prose', 'code'].map((kind) => ({
      url: `/docs/${kind}`,
      title: `A ${kind} page`,
      description: '',
      lvl0: 'X',
      html: pageHtml(`A ${kind} page`, kind === 'prose' ? 'Configure zanzibar here.' : 'Configure it here.', [], 'X').replace(
        '</p>',
        kind === 'code' ? '</p><pre><code>zanzibar()</code></pre>' : '</p>',
      ),
    }));
    const e = new SearchEngine(buildIndexFile('v8', pages));
    expect(e.docSearchHits('zanzibar').map((h) => h.url)).toEqual(['/docs/prose', '/docs/code']);
  });

  it('ranks a page by its frontmatter keywords above pages that only mention the word, even among many pages', () => {
    // Keywords sit on few records; with the all-records average length a keyword match would
    // count for almost nothing against a heading that contains the word.
    const filler = Array.from({ length: 60 }, (_, i) => ({
      url: `/docs/filler-${i}`,
      title: `Filler ${i}`,
      keywords: undefined,
      body: 'Nothing to see.',
      headings: ['Setup', 'Usage'],
    }));
    const pages = [
      ...filler,
      {
        url: '/docs/release-notes',
        title: 'Release notes',
        keywords: undefined,
        body: 'Each release notes how to upgrade.',
        headings: ['Reading a release before you upgrade'],
      },
      {
        url: '/docs/updating',
        title: 'Updating from 7 to 8',
        keywords: ['upgrade', 'migration', 'breaking changes', 'new major version'],
        body: 'Move an app to the next major version.',
        headings: ['Packages'],
      },
    ].map((p) => ({
      url: p.url,
      title: p.title,
      description: '',
      lvl0: 'X',
      keywords: p.keywords,
      html: pageHtml(
        p.title,
        p.body,
        p.headings.map((heading) => ({ level: 2 as const, heading, html: '<p>Some text.</p>' })),
        'X',
      ),
    }));
    const e = new SearchEngine(buildIndexFile('v8', pages));
    expect(e.docSearchHits('upgrade')[0]?.url_without_anchor).toBe('/docs/updating');
    expect(e.docSearchHits('migration').map((h) => h.url_without_anchor)).toEqual(['/docs/updating']);
  });

  it('returns nothing for an empty query or one of stop words only', () => {
    expect(engine.docSearchHits('')).toEqual([]);
    expect(engine.docSearchHits('   ')).toEqual([]);
  });
});

describe('DocSearch-shaped hits', () => {
  it('carry url, hierarchy, type, highlights and snippets', () => {
    const hit = engine.docSearchHits('expand')[0];
    expect(hit).toMatchObject({
      url: '/docs/api/button#expand',
      url_without_anchor: '/docs/api/button',
      anchor: 'expand',
      type: 'lvl3',
      hierarchy: { lvl0: 'Components', lvl1: 'ion-button', lvl2: 'Properties', lvl3: 'expand', lvl4: null, lvl5: null, lvl6: null },
    });
    expect(hit?.objectID).toMatch(/^v8-\d+$/);
    expect(hit?._highlightResult.hierarchy.lvl3).toEqual({ value: '<mark>expand</mark>', matchLevel: 'full', matchedWords: ['expand'] });
    expect(hit?._snippetResult.content.value).toContain('<mark>expand</mark>');
    expect(hit?._highlightResult.hierarchy_camel).toHaveLength(1);
  });

  it('shows a section found by its text as content, one found by its heading as that heading', () => {
    const byText = engine.docSearchHits('import exactly').find((h) => h.url.endsWith('#three-ways-to-apply-the-palette'));
    expect(byText?.type).toBe('content');
    const byHeading = engine.docSearchHits('adjusting palette').find((h) => h.url.endsWith('#adjusting-the-dark-palette'));
    expect(byHeading?.type).toBe('lvl2');
  });

  it('escapes page text and honours custom highlight tags', () => {
    const custom = engine.docSearchHits('getPhoto', { highlightPreTag: '<em>', highlightPostTag: '</em>' })[0];
    expect(custom?._highlightResult.hierarchy.lvl3?.value).toBe('<em>getPhoto</em>(...)');
    const withHtml = new SearchEngine(
      buildIndexFile('v8', [
        {
          url: '/docs/x',
          title: 'Use <ion-app>',
          description: '',
          lvl0: 'X',
          html: pageHtml('Use &lt;ion-app&gt;', 'The &lt;script&gt; tag &amp; ion-app.', []),
        },
      ]),
    );
    const hit = withHtml.docSearchHits('ion-app')[0];
    expect(hit?._highlightResult.hierarchy.lvl1.value).toBe('Use &lt;<mark>ion-app</mark>&gt;');
    expect(hit?._snippetResult.content.value).not.toContain('<script>');
  });

  it('keeps at most `perPage` records of one page and `hitsPerPage` in all', () => {
    const hits = engine.docSearchHits('button', { hitsPerPage: 5, perPage: 2 });
    expect(hits.length).toBeLessThanOrEqual(5);
    const perPage = new Map<string, number>();
    for (const h of hits) perPage.set(h.url_without_anchor, (perPage.get(h.url_without_anchor) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
  });
});

describe('results grouped by page (search page)', () => {
  it('groups sections under their page, best page first, with highlighted snippets', () => {
    const { total, pages } = engine.pageResults('dark palette');
    expect(total).toBeGreaterThan(0);
    expect(pages[0]?.url).toBe('/docs/theming/dark-mode');
    expect(pages[0]?.title).toBe('<mark>Dark</mark> Mode');
    expect(pages[0]?.sections.map((s) => s.url)).toContain('/docs/theming/dark-mode#adjusting-the-dark-palette');
    expect(pages[0]?.sections[0]?.heading).toContain('<mark>');
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
  });

  it('limits the number of pages', () => {
    expect(engine.pageResults('the ion', { limit: 2 }).pages.length).toBeLessThanOrEqual(2);
  });
});

describe('index file format', () => {
  it('round-trips records: repeated parents and slug anchors are left out and restored', () => {
    const records: StoredRecord[] = [
      [0, 1, '', '', '', 'intro'],
      [0, 2, 'Mode- and platform values', '', 'mode--and-platform-values', 'a'],
      [0, 3, 'Mode- and platform values', 'Sub heading', 'sub-heading', 'b'],
      [0, 3, 'Mode- and platform values', 'Sub heading', 'sub-heading-1', 'c'],
      [0, 2, 'No anchor', '', '', 'd'],
      [1, 3, 'Mode- and platform values', 'Other page', 'other-page', 'e'],
    ];
    const packed = packRecords(records);
    expect(packed[1]?.[4]).toBe('');
    expect(packed[2]?.[2]).toBe('');
    expect(packed[3]?.[4]).toBe('sub-heading-1');
    expect(packed[4]?.[4]).toBe('#');
    expect(packed[5]?.[2]).toBe('Mode- and platform values');
    expect(unpackRecords(packed)).toEqual(records);
    expect(headingSlug("Don't make big data deeply reactive")).toBe('dont-make-big-data-deeply-reactive');
  });

  it('loads the compact index into the same minisearch index as the portable path', () => {
    const portable = MiniSearch.loadJS(expandIndex(file.index), { fields: [...SEARCH_FIELDS] });
    const fast = (engine as unknown as { mini: MiniSearch }).mini;
    expect(fast.termCount).toBe(portable.termCount);
    const options = {
      boost: SEARCH_BOOST,
      boostDocument: () => 1,
      weights: { fuzzy: 0.4, prefix: 0.4 },
      prefix: true,
      fuzzy: 0.2,
      tokenize: (s: string) => [s],
      processTerm: (t: string) => t,
    };
    for (const q of ['dark', 'ion-button', 'camera', 'serve', 'datetme']) {
      expect(fast.search(q, options).map((r) => [r.id, r.score.toFixed(6)])).toEqual(portable.search(q, options).map((r) => [r.id, r.score.toFixed(6)]));
    }
  });
});

function manifestOf(routes: Array<{ path: string; title: string }>): Manifest {
  return {
    warnings: [],
    versions: [
      {
        name: 'v8',
        label: 'v8',
        path: '/docs/',
        isLast: true,
        mainDocId: 'index',
        draftIds: [],
        sidebars: {
          docs: [{ type: 'category', label: 'Theming', collapsed: false, items: [{ type: 'link', label: 'Dark Mode', href: '/docs/theming/dark-mode' }] }],
          api: [],
          cli: [],
          native: [],
        },
        routes: routes.map((r) => ({
          path: r.path,
          docId: r.path.slice(6),
          version: 'v8',
          source: '',
          sidebar: r.path.includes('theming') ? 'docs' : null,
          title: r.title,
          description: `About ${r.title}`,
          frontmatter: { title: r.title, description: `About ${r.title}` },
        })),
      },
    ],
  };
}

describe('buildSearchIndexes', () => {
  it('writes one index per version from the prerendered HTML, leaving out the search page', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    await mkdir(path.join(siteDir, 'docs/theming'), { recursive: true });
    await writeFile(
      path.join(siteDir, 'docs/theming/dark-mode.html'),
      pageHtml('Dark Mode', 'Dark palette.', [{ level: 2, heading: 'Toggle', html: '<p>A toggle.</p>' }]),
    );
    await writeFile(path.join(siteDir, 'docs/search.html'), pageHtml('Search the documentation', 'Searchable words zebra.', []));
    const config = { ...siteConfig, search: { searchPagePath: 'search' } } as SiteConfig;
    const manifest = manifestOf([
      { path: '/docs/theming/dark-mode', title: 'Dark Mode' },
      { path: '/docs/search', title: 'Search the documentation' },
      { path: '/docs/missing', title: 'Not built' },
    ]);
    const sizes = await writeSearchIndexes(siteDir, config, manifest);
    expect(sizes).toMatchObject([{ version: 'v8', pages: 1, records: 2, file: '/docs/search-index-v8.json' }]);
    expect(sizes[0]?.gzipBytes).toBeLessThan(sizes[0]?.rawBytes ?? 0);
    const written = JSON.parse(await readFile(path.join(siteDir, 'docs/search-index-v8.json'), 'utf8')) as SearchIndexFile;
    expect(written.pages).toEqual([['/docs/theming/dark-mode', 'Dark Mode', 'Theming', 'g', [], []]]);
    const e = new SearchEngine(written);
    expect(e.docSearchHits('zebra')).toEqual([]);
    expect(e.docSearchHits('toggle')[0]?.url).toBe('/docs/theming/dark-mode#toggle');
  });

  it('gives the pages a "You may know it as" table links the names in it as keywords', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'search-names-'));
    await mkdir(path.join(siteDir, 'docs/api'), { recursive: true });
    const table =
      '<table><thead><tr><th>You may know it as</th><th>In Ionic</th><th>Worth knowing</th></tr></thead><tbody>' +
      '<tr><td>Dropdown, picker list</td><td><a href="/docs/api/select"><code>ion-select</code></a></td><td>See <a href="/docs/api/popover#trigger">trigger</a>.</td></tr>' +
      '</tbody></table>';
    await writeFile(
      path.join(siteDir, 'docs/components.html'),
      pageHtml('UI Components', 'All the components.', [{ level: 2, heading: 'Known by another name', html: table }]),
    );
    await writeFile(path.join(siteDir, 'docs/api/select.html'), pageHtml('ion-select', 'Choose one option from a list.', []));
    await writeFile(path.join(siteDir, 'docs/api/popover.html'), pageHtml('ion-popover', 'A dialog over the page.', []));
    const config = { ...siteConfig, search: { searchPagePath: 'search' } } as SiteConfig;
    await writeSearchIndexes(
      siteDir,
      config,
      manifestOf([
        { path: '/docs/components', title: 'UI Components' },
        { path: '/docs/api/select', title: 'ion-select' },
        { path: '/docs/api/popover', title: 'ion-popover' },
      ]),
    );
    const written = JSON.parse(await readFile(path.join(siteDir, 'docs/search-index-v8.json'), 'utf8')) as SearchIndexFile;
    expect(written.pages.find((p) => p[0] === '/docs/api/select')?.[5]).toEqual(['dropdown', 'picker list']);
    // Only the second column's links get the names.
    expect(written.pages.find((p) => p[0] === '/docs/api/popover')?.[5]).toEqual([]);
    expect(new SearchEngine(written).docSearchHits('dropdown').map((h) => h.url_without_anchor)).toEqual(['/docs/api/select', '/docs/components']);
  });

  it('reads the table in the hash-router build, whose links are #/docs/…', async () => {
    const { otherNames } = await import('../../src/node/search/search-other-names.ts');
    const html =
      '<table><thead><tr><th>You may know it as</th><th>In Ionic</th></tr></thead><tbody><tr><td>Snackbar</td><td><a href="#/docs/api/toast"><code>ion-toast</code></a></td></tr></tbody></table>';
    expect([...otherNames([{ html }])]).toEqual([['/docs/api/toast', ['snackbar']]]);
    expect([...otherNames([{ html: html.replace('You may know it as', 'Name') }])]).toEqual([]);
  });

  it('names a page also by its sidebar label and route slug where they add words, and tells reference pages from guides', async () => {
    const { kindOf, pageNames } = await import('../../src/node/search/search-index.ts');
    expect(pageNames('/docs/core-concepts/webview', 'Web Views', 'Web view')).toEqual(['Web view', 'webview']);
    expect(pageNames('/docs/theming/dark-mode', 'Dark Mode', 'Dark mode')).toEqual([]);
    expect(pageNames('/docs/cli/commands/capacitor-run', 'ionic capacitor run')).toEqual([]);
    expect(pageNames('/docs/updating/8-0', 'Updating from Ionic 7 to 8', 'Updating to v8')).toEqual(['Updating to v8']);
    const route = (sidebar: RouteEntry['sidebar']) => ({
      path: '/docs/x',
      docId: 'x',
      version: 'v8',
      source: '',
      sidebar,
      title: 'X',
      description: '',
      frontmatter: { title: 'X', description: '' },
    });
    expect([kindOf(route('api')), kindOf(route('cli')), kindOf(route('native')), kindOf(route('docs')), kindOf(route(null))]).toEqual([
      'reference',
      'reference',
      'reference',
      'guide',
      'unlisted',
    ]);
  });

  it('builds no local index when Algolia is configured (site config or environment)', async () => {
    const algolia = { appId: 'APP', apiKey: 'public-key', indexName: 'ionic', contextualSearch: true };
    expect(resolveAlgolia({ search: { searchPagePath: 'search', algolia } }, {})).toEqual(algolia);
    expect(resolveAlgolia({ search: { searchPagePath: 'search' } }, {})).toBeUndefined();
    expect(
      resolveAlgolia({ search: { searchPagePath: 'search' } }, { DOCS_ALGOLIA_APP_ID: 'A', DOCS_ALGOLIA_API_KEY: 'K', DOCS_ALGOLIA_INDEX_NAME: 'I' }),
    ).toEqual({
      appId: 'A',
      apiKey: 'K',
      indexName: 'I',
      contextualSearch: true,
    });
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'search-algolia-'));
    const config = { ...siteConfig, search: { searchPagePath: 'search', algolia } } as SiteConfig;
    const lines = await buildSearchIndexes({ root: siteDir, siteDir, config, manifest: manifestOf([]) });
    expect(lines.join('\n')).toMatch(/Algolia/);
    expect(existsSync(path.join(siteDir, 'docs/search-index-v8.json'))).toBe(false);
  });
});

// The five queries of the issue against the real build are browser tests: e2e/search.spec.ts.

describe('index encoding', () => {
  it('encodes the same index from minisearch internals as from toJSON()', async () => {
    const { compactIndex, compactMiniSearch } = await import('../../src/shared/search-index-format.ts');
    const mini = new MiniSearch<{ id: number; t: string; h: string; p: string; c: string; k: string }>({ fields: [...SEARCH_FIELDS] });
    mini.addAll([
      { id: 0, t: 'Dark Mode', h: '', p: '', c: 'dark palette dark', k: '' },
      { id: 1, t: '', h: 'Toggle', p: 'Dark Mode', c: 'a toggle switch', k: 'toggle()' },
      { id: 2, t: 'ion-button', h: '', p: '', c: 'buttons everywhere', k: '' },
    ]);
    expect(compactMiniSearch(mini)).toEqual(compactIndex(mini.toJSON()));
  });
});
