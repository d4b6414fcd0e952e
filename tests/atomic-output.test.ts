/**
 * A build never destroys the last good site: it writes into a staging folder and replaces the
 * live output only when it finished. Failing builds (an MDX syntax error, a missing import, a
 * step that throws half-way) leave the previous site byte for byte, and a server reading it
 * keeps answering while a good build runs and is swapped in.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import config from '../site.config.ts';
import { withAtomicOutput } from '../src/node/build/atomic-output.ts';
import { runBuild } from '../src/node/build/build.ts';
import { hostingPolicy } from '../src/node/hosting/policy.ts';
import { siteLayout } from '../src/node/hosting/site-layout.ts';
import { createStaticServer } from '../src/node/hosting/static-server.ts';

const root = path.resolve(import.meta.dirname, '..');
// Under the project root (outputs are named relative to it) and git-ignored.
const scratchName = `.cache/atomic-test-${process.pid}`;
const scratch = path.join(root, scratchName);
const outName = `${scratchName}/dist`;
const out = path.join(root, outName);
const PREVIOUS = '<!doctype html><title>previous</title><h1>previous good build</h1>';

/** A finished earlier build in the output folder. */
async function previousBuild(): Promise<void> {
  await rm(out, { recursive: true, force: true });
  for (const [rel, body] of Object.entries({
    'site/docs/index.html': PREVIOUS,
    'site/docs/guide.html': PREVIOUS,
    'server/entry-server.js': 'export {}',
    'build-info.json': '{"pages":2}',
  })) {
    await mkdir(path.dirname(path.join(out, rel)), { recursive: true });
    await writeFile(path.join(out, rel), body);
  }
}

async function expectPreviousIntact(): Promise<void> {
  expect(await readFile(path.join(out, 'site/docs/index.html'), 'utf8')).toBe(PREVIOUS);
  expect(await readFile(path.join(out, 'build-info.json'), 'utf8')).toBe('{"pages":2}');
  expect((await readdir(out)).sort()).toEqual(['build-info.json', 'server', 'site']);
}

beforeEach(previousBuild);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  // The reference stubs the fixture build generated for its version.
  await rm(path.join(root, '.generated/v1'), { recursive: true, force: true });
});

describe('atomic output', () => {
  it('keeps the previous site when a build fails half-way through writing', async () => {
    const failing = withAtomicOutput(root, outName, async (staging) => {
      await mkdir(path.join(root, staging, 'site/docs'), { recursive: true });
      await writeFile(path.join(root, staging, 'site/docs/index.html'), 'half-written');
      throw new Error('prerender failed');
    });
    await expect(failing).rejects.toThrow('prerender failed');
    await expectPreviousIntact();
  });

  it('serves the previous site without a gap while building, then the new one', async () => {
    const policy = hostingPolicy(siteLayout(config), { scriptHashes: [], styleHashes: [], styleAttributes: 0 });
    const server = createStaticServer(path.join(out, 'site'), config.baseUrl, { policy });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/guide`;
    const statuses: number[] = [];
    try {
      await withAtomicOutput(root, outName, async (staging) => {
        // While the build writes, the live site answers every request.
        for (let i = 0; i < 20; i++) {
          if (i === 5) {
            await mkdir(path.join(root, staging, 'site/docs'), { recursive: true });
            await writeFile(path.join(root, staging, 'site/docs/guide.html'), 'new build');
          }
          statuses.push((await fetch(url)).status);
        }
        await writeFile(path.join(root, staging, 'build-info.json'), '{"pages":1}');
      });
      expect(statuses).toEqual(Array(20).fill(200));
      const after = await fetch(url);
      expect([after.status, await after.text()]).toEqual([200, 'new build']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // The new build replaced the old entries it has; no staging or retired folder is left.
    expect((await readdir(out)).sort()).toEqual(['build-info.json', 'server', 'site']);
    expect(existsSync(path.join(out, 'site/docs/index.html'))).toBe(false);
  });
});

/** A one-version site config whose content folder holds `pages` (\`v1\`: no reference pages are generated for it but the CLI's). */
async function fixtureConfig(pages: Record<string, string>): Promise<string> {
  const content = path.join(scratch, 'content');
  await rm(content, { recursive: true, force: true });
  await mkdir(content, { recursive: true });
  for (const [name, body] of Object.entries(pages))
    await writeFile(path.join(content, name), `---\ntitle: Fixture\ndescription: A page of the fixture site.\n---\n\n${body}`);
  const file = path.join(scratch, 'site.config.ts');
  await writeFile(
    file,
    `import site from '../../site.config.ts';
export default {
  ...site,
  versions: { current: 'v1', local: [{ name: 'v1', label: 'v1', path: '/docs/', dir: ${JSON.stringify(path.relative(root, content))}, mainDocId: 'index' }], archived: [] },
  navbar: { ...site.navbar, items: [{ type: 'doc', docId: 'index', label: 'Guide' }] },
  search: { searchPagePath: 'index' },
  promos: undefined,
};
`,
  );
  return file;
}

// One real build (the compile step reports every broken page at once): the scan, reference
// stubs and compile workers make it the slowest unit test, so it is not repeated per failure kind.
it('a build failing on an MDX syntax error and a missing import leaves the previous site', { timeout: 300_000 }, async () => {
  const configFile = await fixtureConfig({
    'index.mdx': 'Intro.\n\n<div>\n\n{ not closed\n',
    'chart.mdx': 'import Chart from "./chart-module";\n\n<Chart />\n',
  });
  const failed = runBuild(root, () => {}, { configFile, outName });
  await expect(failed).rejects.toThrow(/index\.mdx:11:1: Unexpected end of file in expression/);
  await expect(failed).rejects.toThrow(/chart\.mdx:6:19: cannot import "\.\/chart-module"/);
  await expectPreviousIntact();
});
