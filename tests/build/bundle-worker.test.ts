import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, expect, it } from 'vitest';
import { bundleWorker } from '../../src/node/build/bundle-worker.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'bundle-worker-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);

function firstMessage(file: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file);
    worker.once('message', (message) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

it('turns a TypeScript worker and the modules it imports into one file a plain worker runs', async () => {
  const file = await bundleWorker(fixture('bundled-worker.ts'), path.join(dir, 'worker.mjs'));
  expect(await readFile(file, 'utf8')).not.toMatch(/from ['"][^'"]*escape-html/);
  expect(await firstMessage(file)).toBe('&lt;a &amp; b&gt;');
});

it('refuses a worker that reads import.meta, naming its file', async () => {
  await expect(bundleWorker(fixture('bundled-worker-import-meta.ts'), path.join(dir, 'meta.mjs'))).rejects.toThrow(
    /bundled-worker-import-meta\.ts: cannot run as a bundled worker, .*import\.meta/,
  );
});
