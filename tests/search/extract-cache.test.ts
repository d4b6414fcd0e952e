import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { extractCached } from '../../src/node/search/extract-cache.ts';
import { extractPage } from '../../src/node/search/search-index.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-extract-cache-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const page = (heading: string) =>
  `<main id="main-content"><article><h1>Button</h1><div><p>Intro</p><h2 id="x">${heading}</h2><p>Text</p></div></article></main>`;

/** The one entry file under the cache folder. */
async function entryFile(): Promise<string> {
  const [shard] = await readdir(dir);
  const [file] = await readdir(path.join(dir, shard as string));
  return path.join(dir, shard as string, file as string);
}

it('extracts a page once: the same HTML again comes from the cache, other HTML is extracted', async () => {
  const calls: string[] = [];
  const counted = (html: string) => {
    calls.push(html);
    return extractPage(html);
  };
  const first = await extractCached(dir, page('Colors'), counted);
  expect(first).toEqual(extractPage(page('Colors')));
  expect(JSON.parse(await readFile(await entryFile(), 'utf8'))).toEqual(first);

  expect(await extractCached(dir, page('Colors'), counted)).toEqual(first);
  expect(calls).toHaveLength(1);

  const other = await extractCached(dir, page('Shapes'), counted);
  expect(other.sections.map((s) => s.heading)).toContain('Shapes');
  expect(calls).toHaveLength(2);
});

it('extracts again, and mends the entry, when a cached entry cannot be read', async () => {
  await rm(dir, { recursive: true, force: true });
  await extractCached(dir, page('Fill'), extractPage);
  const file = await entryFile();
  await writeFile(file, '{"title": "Butt');
  expect(await extractCached(dir, page('Fill'), extractPage)).toEqual(extractPage(page('Fill')));
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(extractPage(page('Fill')));
});
