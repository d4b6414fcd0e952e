import { mkdtemp, mkdir, writeFile, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPromos, validatePromos, type PromoEntry } from '../src/node/promos/schema.ts';
import { candidatesFor, pageTags, promoView, selectPromo, unitHash } from '../src/node/promos/select.ts';

/** A valid entry; `over` replaces top-level keys, `data` replaces keys of data. */
function entry(id: string, over: Partial<PromoEntry> = {}, data: Partial<PromoEntry['data']> = {}): PromoEntry {
  return {
    id,
    type: 'docs_ad',
    tags: [],
    first_publication_date: '2026-01-01T00:00:00+0000',
    last_publication_date: '2026-12-31T23:59:59+0000',
    lang: 'en',
    ...over,
    data: {
      ad_id: id,
      ad_weight: null,
      ad_copy: [{ type: 'paragraph', text: `Copy of ${id}` }],
      ad_url: { link_type: 'Web', url: '/docs/cli', target: '_self' },
      ad_image: { dimensions: { width: 280, height: 200 }, url: `img/promos/${id}.svg`, alt: `Image of ${id}` },
      ...data,
    },
  };
}

const DATE = new Date('2026-06-15T12:00:00Z');
const build = { date: DATE, seed: '2026-06-15' };
const page = (p: string, tags: string[] = [], lang = 'en') => ({ path: p, tags, lang });
/** Many page paths, to look at how picks spread. */
const PATHS = Array.from({ length: 3000 }, (_, i) => `/docs/page-${i}`);

function shares(entries: PromoEntry[], tags: string[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of PATHS) {
    const id = selectPromo(entries, page(p, tags), build)?.id ?? 'none';
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n / PATHS.length]));
}

describe('promo selection: publication dates', () => {
  it('shows an entry only inside its window, both ends included', () => {
    const e = entry('a', { first_publication_date: '2026-06-15T12:00:00Z', last_publication_date: '2026-06-15T12:00:00Z' });
    expect(selectPromo([e], page('/docs/x'), build)?.id).toBe('a');
    expect(selectPromo([e], page('/docs/x'), { ...build, date: new Date('2026-06-15T11:59:59Z') })).toBeNull();
    expect(selectPromo([e], page('/docs/x'), { ...build, date: new Date('2026-06-15T12:00:01Z') })).toBeNull();
  });
  it('drops expired and not-yet-published entries from the candidates', () => {
    const past = entry('past', { first_publication_date: '2025-01-01T00:00:00Z', last_publication_date: '2025-12-31T00:00:00Z' });
    const future = entry('future', { first_publication_date: '2027-01-01T00:00:00Z', last_publication_date: '2027-12-31T00:00:00Z' });
    const live = entry('live');
    for (const p of PATHS.slice(0, 200)) expect(selectPromo([past, future, live], page(p), build)?.id).toBe('live');
  });
});

describe('promo selection: language', () => {
  it("shows only entries in the page's language (case-insensitive)", () => {
    const fr = entry('fr', { lang: 'fr' });
    const en = entry('en', { lang: 'EN' });
    for (const p of PATHS.slice(0, 200)) expect(selectPromo([fr, en], page(p), build)?.id).toBe('en');
    expect(selectPromo([fr], page('/docs/x'), build)).toBeNull();
    expect(selectPromo([fr, en], page('/docs/x', [], 'fr'), build)?.id).toBe('fr');
  });
});

describe('promo selection: tags first', () => {
  const cli = entry('cli', { tags: ['cli'] });
  const native = entry('native', { tags: ['native'] });
  const general = entry('general');
  it('picks among entries sharing a tag with the page when there are any', () => {
    expect(candidatesFor([cli, native, general], page('/docs/cli/commands/serve', ['cli']), DATE).map((e) => e.id)).toEqual(['cli']);
    for (const p of PATHS.slice(0, 300)) expect(selectPromo([general, native, cli], page(p, ['cli', 'docs']), build)?.id).toBe('cli');
  });
  it('falls back to every live entry when none shares a tag', () => {
    expect(candidatesFor([cli, native, general], page('/docs/theming/basics', ['theming', 'docs']), DATE).map((e) => e.id)).toEqual([
      'cli',
      'general',
      'native',
    ]);
    expect(Object.keys(shares([cli, native, general], ['theming'])).sort()).toEqual(['cli', 'general', 'native']);
  });
  it('does not let a tagged entry outside its window or language win the tag match', () => {
    const oldCli = entry('old-cli', { tags: ['cli'], last_publication_date: '2026-01-02T00:00:00Z' });
    expect(candidatesFor([oldCli, general], page('/docs/cli', ['cli']), DATE).map((e) => e.id)).toEqual(['general']);
  });
  it("derives a page's tags from its doc id and sidebar", () => {
    expect(pageTags('cli/commands/serve', 'cli')).toEqual(['cli']);
    expect(pageTags('intro/vscode-extension', 'docs')).toEqual(['intro', 'docs']);
    expect(pageTags('developer-resources/books', null)).toEqual(['developer-resources']);
  });
});

describe('promo selection: weights', () => {
  it('gives null weights an equal share', () => {
    const s = shares([entry('a'), entry('b'), entry('c')]);
    for (const id of ['a', 'b', 'c']) expect(s[id]).toBeCloseTo(1 / 3, 1);
  });
  it('shares in proportion to numeric weights', () => {
    const s = shares([entry('a', {}, { ad_weight: 3 }), entry('b', {}, { ad_weight: 1 })]);
    expect(s.a).toBeGreaterThan(0.7);
    expect(s.a).toBeLessThan(0.8);
  });
  it('counts a null weight as a weight of 1 beside numeric weights', () => {
    const s = shares([entry('a', {}, { ad_weight: null }), entry('b', {}, { ad_weight: 3 })]);
    expect(s.a).toBeGreaterThan(0.2);
    expect(s.a).toBeLessThan(0.3);
  });
});

describe('promo selection: stable per page within a build', () => {
  const entries = [entry('a'), entry('b'), entry('c')];
  it('gives a page the same pick every time, whatever the order of the file', () => {
    for (const p of PATHS.slice(0, 200)) {
      const first = selectPromo(entries, page(p), build)?.id;
      expect(selectPromo(entries, page(p), build)?.id).toBe(first);
      expect(selectPromo([...entries].reverse(), page(p), build)?.id).toBe(first);
    }
  });
  it('spreads pages over entries, and another build seed reshuffles them', () => {
    const picks = (seed: string) => PATHS.slice(0, 300).map((p) => selectPromo(entries, page(p), { ...build, seed })?.id);
    expect(new Set(picks('2026-06-15')).size).toBe(3);
    const a = picks('2026-06-15');
    const b = picks('2026-06-16');
    expect(a.filter((id, i) => id !== b[i]).length).toBeGreaterThan(50);
  });
  it('hashes into [0, 1)', () => {
    for (const p of PATHS.slice(0, 100)) {
      const h = unitHash(p);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(1);
    }
  });
});

describe('promo view', () => {
  it('embeds the copy, link and both image sources at the 1× size', () => {
    expect(promoView(entry('a'))).toEqual({
      id: 'a',
      copy: ['Copy of a'],
      url: '/docs/cli',
      target: '_self',
      image: { src2x: 'img/promos/a.svg', src1x: 'img/promos/a.1x.svg', width: 140, height: 100, alt: 'Image of a' },
    });
  });
});

describe('promo file validation', () => {
  it('accepts the entries of data/promos.json, with their images', async () => {
    const entries = await loadPromos(path.join(import.meta.dirname, '..'), 'data/promos.json');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const e of entries) expect(e.type).toBe('docs_ad');
  });
  it('names the file and the key path of a bad field', () => {
    const bad = [entry('a'), entry('b', {}, { ad_url: { link_type: 'Web', url: 'https://example.com/', target: '_self' } })];
    expect(() => validatePromos(bad, 'data/promos.json')).toThrow(/data\/promos\.json: `\[1\]\.data\.ad_url\.url`: must be a path on this site/);
    expect(() => validatePromos([{ ...entry('a'), type: 'ad' }], 'p.json')).toThrow(/p\.json: `\[0\]\.type`/);
    expect(() =>
      validatePromos([entry('a', {}, { ad_image: { dimensions: { width: 140, height: 100 }, url: 'x.svg', alt: 'x' } as never })], 'p.json'),
    ).toThrow(/`\[0\]\.data\.ad_image\.dimensions\.width`/);
    expect(() => validatePromos([entry('a', { last_publication_date: '2025-01-01T00:00:00Z' })], 'p.json')).toThrow(
      /`\[0\]\.last_publication_date`: first_publication_date must not be after/,
    );
    expect(() => validatePromos([entry('a'), entry('a')], 'p.json')).toThrow(/duplicate id "a"/);
    expect(() => validatePromos([entry('a', {}, { ad_weight: 0 })], 'p.json')).toThrow(/`\[0\]\.data\.ad_weight`/);
  });
  it('fails when an image or its 1× source is missing or has the wrong size', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'promos-'));
    await mkdir(path.join(root, 'public/img/promos'), { recursive: true });
    await writeFile(
      path.join(root, 'promos.json'),
      JSON.stringify([entry('a', {}, { ad_image: { dimensions: { width: 280, height: 200 }, url: 'img/promos/a.svg', alt: 'A' } })]),
    );
    await copyFile(path.join(import.meta.dirname, '../public/img/promos/ionic-cli.svg'), path.join(root, 'public/img/promos/a.svg'));
    await expect(loadPromos(root, 'promos.json')).rejects.toThrow(/promos\.json: `\[0\]\.data\.ad_image\.url`: public\/img\/promos\/a\.1x\.svg does not exist/);
    await copyFile(path.join(import.meta.dirname, '../public/img/promos/ionic-cli.svg'), path.join(root, 'public/img/promos/a.1x.svg'));
    await expect(loadPromos(root, 'promos.json')).rejects.toThrow(/a\.1x\.svg must be 140×100, is 280×200/);
    await copyFile(path.join(import.meta.dirname, '../public/img/promos/ionic-cli.1x.svg'), path.join(root, 'public/img/promos/a.1x.svg'));
    await expect(loadPromos(root, 'promos.json')).resolves.toHaveLength(1);
  });
});
