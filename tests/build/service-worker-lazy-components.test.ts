import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyComponentFiles } from '../../src/node/build/service-worker.ts';
import { LAZY_MDX_COMPONENTS } from '../../src/shared/mdx-component-names.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A client build folder whose Vite manifest has a chunk for each of `sources`. */
async function clientBuild(sources: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sw-lazy-'));
  dirs.push(dir);
  const manifest = Object.fromEntries(
    sources.map((src) => {
      const name = path.basename(src, '.tsx');
      return [src, { file: `assets/${name}-abc.js`, src, isDynamicEntry: true, css: [`assets/${name}-abc.css`] }];
    }),
  );
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('the service worker precaches the lazily loaded MDX components', () => {
  it("finds every listed component's chunk and stylesheet by source in the client manifest", async () => {
    const files = await lazyComponentFiles(await clientBuild(Object.values(LAZY_MDX_COMPONENTS)), '/docs/');
    expect(files).toContain('/docs/assets/Playground-abc.js');
    expect(files).toContain('/docs/assets/Playground-abc.css');
    expect(files).toHaveLength(Object.keys(LAZY_MDX_COMPONENTS).length * 2);
  });

  it('fails the build naming a listed component the client build has no chunk for', async () => {
    const others = Object.values(LAZY_MDX_COMPONENTS).filter((s) => s !== LAZY_MDX_COMPONENTS.ReleaseNotes);
    await expect(lazyComponentFiles(await clientBuild(others), '/docs/')).rejects.toThrow(
      'src/theme/mdx/ReleaseNotes.tsx is a lazily loaded MDX component (src/shared/mdx-component-names.ts), but the client build has no chunk for it',
    );
  });
});
