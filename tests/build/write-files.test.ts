import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FILES_IN_FLIGHT, writeFileAtomically, writeFiles } from '../../src/node/build/write-files.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-write-files-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes every file, creating nested folders, more files than it keeps in flight', async () => {
  const files = Array.from({ length: FILES_IN_FLIGHT * 3 }, (_, i) => [path.join(dir, `d${i % 5}`, 'deep', `f${i}.txt`), `file ${i}`] as const);
  await writeFiles(files);
  for (const [file, contents] of files) expect(await readFile(file, 'utf8')).toBe(contents);
});

it('gives a file listed twice its last contents', async () => {
  const file = path.join(dir, 'twice', 'x.txt');
  await writeFiles([
    [file, 'first'],
    [path.join(dir, 'twice', 'y.txt'), 'other'],
    [file, 'last'],
  ]);
  expect(await readFile(file, 'utf8')).toBe('last');
});

it('writes a file atomically: folder created, contents in place, no temporary file left, even for writes at once', async () => {
  const file = path.join(dir, 'cache', 'ab', 'entry.json');
  await Promise.all(['{"a":1}', '{"a":2}', '{"a":3}'].map((text) => writeFileAtomically(file, text)));
  expect(['{"a":1}', '{"a":2}', '{"a":3}']).toContain(await readFile(file, 'utf8'));
  expect(await readdir(path.dirname(file))).toEqual(['entry.json']);
  await writeFileAtomically(file, new Uint8Array([104, 105]));
  expect(await readFile(file, 'utf8')).toBe('hi');
});
