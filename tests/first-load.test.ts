import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteBudget, firstLoadUrls, FIRST_LOAD_JS_BUDGET } from '../src/node/build/first-load.ts';

/** A fixture build: pages naming a small entry, an incompressible 120 KB chunk, search code, or their page chunk. */
let site: string;
const page = (scripts: string[]) =>
  `<!doctype html><html><head>${scripts.map((s) => `<link rel="modulepreload" crossorigin href="${s}" />`).join('')}<script type="module" crossorigin src="/docs/assets/main-AAAAAAAA.js"></script></head><body></body></html>`;

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'first-load-'));
  await mkdir(path.join(site, 'docs/assets'), { recursive: true });
  await mkdir(path.join(site, 'docs/_demos/button'), { recursive: true });
  await writeFile(path.join(site, 'docs/assets/main-AAAAAAAA.js'), 'console.log(1);'.repeat(100));
  // Random bytes do not compress: 120 KB raw stays about 120 KB gzip.
  await writeFile(path.join(site, 'docs/assets/big-BBBBBBBB.js'), randomBytes(120 * 1024));
  await writeFile(path.join(site, 'docs/assets/search-engine-CCCCCCCC.js'), 'export const s = 1;');
  await writeFile(path.join(site, 'docs/assets/p-v8-intro-EEEEEEEE.js'), 'export default function Page() {}');
  await writeFile(path.join(site, 'docs/index.html'), page([]));
  await writeFile(path.join(site, 'docs/_demos/button/basic.html'), page(['/docs/assets/big-BBBBBBBB.js']));
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('first-load budget check', () => {
  it('reads module scripts and modulepreloads, and only blocking stylesheets', () => {
    const html = `<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/c.css"><link rel="stylesheet" media="print" href="/d.css">`;
    expect(firstLoadUrls(html)).toEqual({ js: ['/a.js', '/b.js'], css: ['/c.css'] });
  });

  it('passes a page within budget (demo documents are not site pages)', async () => {
    const report = await checkSiteBudget(site);
    expect(report.pages).toBe(1);
    expect(report.problems).toEqual([]);
  });

  it('trips on a page over 100 KB gzip, on a page that loads search code up front, and on one that preloads its page chunk', async () => {
    await writeFile(path.join(site, 'docs/heavy.html'), page(['/docs/assets/big-BBBBBBBB.js']));
    await writeFile(path.join(site, 'docs/searchy.html'), page(['/docs/assets/search-engine-CCCCCCCC.js']));
    await writeFile(path.join(site, 'docs/eager.html'), page(['/docs/assets/p-v8-intro-EEEEEEEE.js']));
    const report = await checkSiteBudget(site);
    expect(report.sizes['docs/heavy.html']).toBeGreaterThan(FIRST_LOAD_JS_BUDGET);
    expect(report.problems).toEqual([
      expect.stringMatching(/^docs\/eager\.html: loads the page chunk \/docs\/assets\/p-v8-intro-EEEEEEEE\.js up front/),
      expect.stringMatching(/^docs\/heavy\.html: first-load JS is 1\d\d\.\d KB gzip, over the 100.0 KB budget/),
      expect.stringMatching(/^docs\/searchy\.html: loads \/docs\/assets\/search-engine-CCCCCCCC\.js up front/),
    ]);
    for (const file of ['heavy', 'searchy', 'eager']) await rm(path.join(site, `docs/${file}.html`));
  });

  it('names the JS every page loads when it is over the budget', async () => {
    const shellSite = await mkdtemp(path.join(os.tmpdir(), 'first-load-shell-'));
    try {
      await mkdir(path.join(shellSite, 'docs/assets'), { recursive: true });
      await writeFile(path.join(shellSite, 'docs/assets/main-AAAAAAAA.js'), randomBytes(110 * 1024));
      await writeFile(path.join(shellSite, 'docs/a.html'), page([]));
      await writeFile(path.join(shellSite, 'docs/b.html'), page([]));
      const report = await checkSiteBudget(shellSite);
      expect(report.shell.files).toEqual(['/docs/assets/main-AAAAAAAA.js']);
      expect(report.problems[0]).toMatch(/^every page: the JS all pages load is 110\.\d KB gzip, over the 100\.0 KB budget/);
    } finally {
      await rm(shellSite, { recursive: true, force: true });
    }
  });

  it('fails when a page names a script the build does not have', async () => {
    await writeFile(path.join(site, 'docs/broken.html'), page(['/docs/assets/missing-DDDDDDDD.js']));
    await expect(checkSiteBudget(site)).rejects.toThrow(/names \/docs\/assets\/missing-DDDDDDDD\.js, which is not in/);
    await rm(path.join(site, 'docs/broken.html'));
  });
});
