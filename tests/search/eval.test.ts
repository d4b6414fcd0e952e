import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndexFile } from '../../src/node/search/search-index.ts';
import { answerRank, evaluate, formatEval, loadEvalSet, questionsFor, rankedPages, type EvalSet } from '../../scripts/bench/search-eval.ts';
import { SearchEngine } from '../../src/shared/search-engine.ts';
import siteConfig from '../../site.config.ts';
import { FIXTURE_PAGES } from './fixtures.ts';

const set = await loadEvalSet();

async function routesOf(version: string): Promise<Set<string>> {
  const text = await readFile(path.join(import.meta.dirname, `../../data/routes/${version}.txt`), 'utf8');
  return new Set(
    text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t')[0] as string),
  );
}

describe('the relevance set (data/search-eval.json)', () => {
  it.each(siteConfig.versions.local.map((v) => [v.name, v.path]))(
    'has at least 200 distinct questions for %s, each answered by routes that exist',
    async (version, base) => {
      const routes = await routesOf(version);
      const questions = questionsFor(set, version, base);
      expect(questions.length).toBeGreaterThanOrEqual(200);
      expect(new Set(questions.map((q) => q.query.q.toLowerCase())).size).toBe(questions.length);
      const unknown = questions.flatMap(({ query, targets }) => targets.filter((t) => !routes.has(t.split('#')[0] as string)).map((t) => `${query.q} → ${t}`));
      expect(unknown).toEqual([]);
      for (const { query, targets } of questions) {
        expect(query.kind, query.q).toMatch(/\w/);
        expect(targets.length, query.q).toBeGreaterThan(0);
      }
    },
  );
});

describe('grading', () => {
  const pages = [
    { url: '/docs/a', anchors: ['', 'x'] },
    { url: '/docs/b', anchors: ['y'] },
    { url: '/docs/c', anchors: [''] },
    { url: '/docs/d', anchors: [''] },
  ];

  it('ranks by the first page that answers; a section answers only when it is shown under its page', () => {
    expect(answerRank(pages, ['/docs/a'])).toBe(1);
    expect(answerRank(pages, ['/docs/d', '/docs/c'])).toBe(3);
    expect(answerRank(pages, ['/docs/b#y'])).toBe(2);
    // The page is there but not with the asked-for section: not answered.
    expect(answerRank(pages, ['/docs/a#z'])).toBeNull();
    expect(answerRank(pages, ['/docs/d'], 3)).toBeNull();
    expect(answerRank(pages, ['/docs/nowhere'])).toBeNull();
  });

  it('counts top-1, top-3 and MRR on an engine and lists the misses', () => {
    const engine = new SearchEngine(buildIndexFile('v8', FIXTURE_PAGES));
    const fixtureSet: EvalSet = {
      about: [],
      queries: [
        { q: 'dark mode', kind: 'title', expect: ['theming/dark-mode'] },
        { q: 'ion-button expand', kind: 'property', expect: ['api/button#expand'] },
        // Found, but not first: the camera tutorial is not the plugin page.
        { q: 'capacitor camera', kind: 'native', expect: ['angular/your-first-app/taking-photos'] },
        // Wrong section of the right page: a miss.
        { q: 'ion-button expand', kind: 'property', expect: ['api/button#events'] },
        { q: 'zebra giraffe', kind: 'nothing', expect: ['api/button'] },
        { q: 'dark mode', kind: 'v7 only', expect: ['theming/dark-mode'], versions: ['v7'] },
      ],
    };
    const camera = rankedPages(engine, 'capacitor camera').map((p) => p.url);
    const cameraRank = camera.indexOf('/docs/angular/your-first-app/taking-photos') + 1;
    expect(cameraRank).toBeGreaterThan(1);
    const result = evaluate(engine, fixtureSet, 'v8', '/docs/');
    expect(result.questions).toBe(5);
    expect(result.top1).toBeCloseTo(2 / 5);
    expect(result.mrr).toBeCloseTo((1 + 1 + 1 / cameraRank) / 5);
    expect([...result.misses, ...result.nearMisses].map((m) => m.q).sort()).toEqual(['capacitor camera', 'ion-button expand', 'zebra giraffe']);
    const report = formatEval([result], { nearMisses: true }).join('\n');
    expect(report).toContain('relevance v8: 5 questions, top-1 40.0 %');
    expect(report).toContain('"zebra giraffe" (nothing): wanted /docs/api/button, not in the first ten; got nothing');
  });
});
