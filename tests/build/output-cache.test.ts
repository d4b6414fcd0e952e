import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { cachedOutput, type CachedOutput } from '../../src/node/build/output-cache.ts';
import { siteInputsHash, type SiteInputs } from '../../src/node/build/site-inputs.ts';
import { bundleReads } from '../../src/node/build/bundle-reads.ts';
import { placeFiles } from '../../src/node/build/place-files.ts';
import { writeFiles } from '../../src/node/build/write-files.ts';
import { tempFolders } from '../temp-folders.ts';

const tmp = tempFolders();

/**
 * A project whose page imports a module under `src/` (covered by the key's folders) and one
 * under `lib/` (outside them: only the recorded module graph covers it).
 */
async function project(): Promise<string> {
  const root = await tmp('bundle-project-');
  await writeFiles([
    [path.join(root, 'index.html'), '<!doctype html><script type="module" src="/src/main.ts"></script>'],
    [path.join(root, 'src/main.ts'), `import { word } from '../lib/word.ts';\ndocument.title = word + ' from src';\n`],
    [path.join(root, 'lib/word.ts'), `export const word = 'hello';\n`],
    [path.join(root, 'tests/unrelated.test.ts'), `// not read by the bundle\n`],
  ]);
  return root;
}

/** A cached client bundle of `root`, made by a real Vite build that counts its runs. */
function bundleOf(root: string, cacheDir: string, outDir: string, inputs: string, runs: { count: number }, warnings: string[] = []): Promise<boolean> {
  const options: CachedOutput<null> = {
    root,
    cacheDir,
    name: 'client',
    inputs,
    outDir,
    async make(dir) {
      runs.count++;
      const reads = bundleReads(root);
      await build({ root, configFile: false, logLevel: 'silent', plugins: [reads.plugin], build: { outDir: dir, emptyOutDir: true } });
      return { result: null, read: reads.files() };
    },
    warn: (message) => warnings.push(message),
  };
  return cachedOutput(options).then((output) => output.reused);
}

const builtText = async (outDir: string) => {
  const assets = path.join(outDir, 'assets');
  const [script] = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  return readFile(path.join(assets, script as string), 'utf8');
};

const inputsOf = (root: string, extra: Partial<SiteInputs> = {}): SiteInputs => ({
  root,
  configFile: 'site.config.ts',
  config: {},
  pages: 'pages-1',
  manifest: [],
  ...extra,
});

describe('output cache', () => {
  it('reuses a bundle while nothing it is built from changes, and bundles again when a file its module graph read changes', async () => {
    const root = await project();
    const cacheDir = await tmp('bundle-cache-');
    const runs = { count: 0 };
    const inputs = await siteInputsHash(inputsOf(root));

    // What a build stopped while it made the output leaves behind.
    await writeFiles([[path.join(cacheDir, 'client.99999999.tmp/out/index.html'), 'half a bundle']]);
    const first = path.join(await tmp('bundle-out-'), 'out');
    expect(await bundleOf(root, cacheDir, first, inputs, runs)).toBe(false);
    expect(await readdir(cacheDir)).toEqual(['client']);
    expect(await builtText(first)).toContain('hello');

    const second = path.join(await tmp('bundle-out-'), 'out');
    expect(await bundleOf(root, cacheDir, second, inputs, runs)).toBe(true);
    expect(runs.count).toBe(1);
    expect(await builtText(second)).toBe(await builtText(first));

    // lib/ is outside the folders the inputs hash covers: the recorded graph catches the edit.
    await writeFile(path.join(root, 'lib/word.ts'), `export const word = 'goodbye';\n`);
    expect(await siteInputsHash(inputsOf(root))).toBe(inputs);
    const third = path.join(await tmp('bundle-out-'), 'out');
    expect(await bundleOf(root, cacheDir, third, inputs, runs)).toBe(false);
    expect(runs.count).toBe(2);
    expect(await builtText(third)).toContain('goodbye');
  });

  it('does not reuse an entry whose file was written in place through a link to it, and bundles again', async () => {
    const root = await project();
    const cacheDir = await tmp('bundle-cache-');
    const runs = { count: 0 };
    const warnings: string[] = [];
    const inputs = await siteInputsHash(inputsOf(root));
    const first = path.join(await tmp('bundle-out-'), 'out');
    await bundleOf(root, cacheDir, first, inputs, runs, warnings);
    const placed = path.join(await tmp('bundle-out-'), 'out');
    await bundleOf(root, cacheDir, placed, inputs, runs, warnings);
    // A later step writing over a placed file changes the cache's copy too (they are one file).
    await writeFile(path.join(placed, 'index.html'), '<p>changed in place</p>');

    const next = path.join(await tmp('bundle-out-'), 'out');
    expect(await bundleOf(root, cacheDir, next, inputs, runs, warnings)).toBe(false);
    expect(runs.count).toBe(2);
    expect(warnings.join('\n')).toMatch(/client output not reused: .*index\.html changed after it was placed/);
    expect(await readFile(path.join(next, 'index.html'), 'utf8')).toContain('<script type="module"');
  });

  it('keeps building when its entry cannot be written', async () => {
    const root = await project();
    const blocked = path.join(await tmp('bundle-cache-'), 'a-file');
    await writeFile(blocked, 'not a folder');
    const warnings: string[] = [];
    const out = path.join(await tmp('bundle-out-'), 'out');
    expect(await bundleOf(root, blocked, out, 'inputs', { count: 0 }, warnings)).toBe(false);
    expect(await builtText(out)).toContain('hello');
    expect(warnings.join('\n')).toMatch(/^client output not cached: /);
  });

  it('hashes the source folders, the config file, the bundle-facing environment and the other inputs, and nothing else', async () => {
    const root = await project();
    const base = await siteInputsHash(inputsOf(root));
    await writeFile(path.join(root, 'tests/unrelated.test.ts'), '// edited\n');
    expect(await siteInputsHash(inputsOf(root))).toBe(base);

    expect(await siteInputsHash(inputsOf(root, { pages: 'pages-2' }))).not.toBe(base);
    expect(await siteInputsHash(inputsOf(root, { config: { title: 'Other' } }))).not.toBe(base);
    await writeFile(path.join(root, 'site.config.ts'), 'export default {};\n');
    const withConfig = await siteInputsHash(inputsOf(root));
    expect(withConfig).not.toBe(base);

    process.env.VITE_BUNDLE_CACHE_TEST = 'on';
    try {
      expect(await siteInputsHash(inputsOf(root))).not.toBe(withConfig);
    } finally {
      delete process.env.VITE_BUNDLE_CACHE_TEST;
    }
    await writeFile(path.join(root, 'src/main.ts'), 'document.title = "edited";\n');
    expect(await siteInputsHash(inputsOf(root))).not.toBe(withConfig);
  });
});

describe('output cache, a step writing into a shared folder', () => {
  it("places its files beside the folder's others, returns its kept report, and runs again when a placed file was written in place", async () => {
    const cacheDir = await tmp('output-cache-');
    const runs = { count: 0 };
    const warnings: string[] = [];
    const step = (outDir: string) =>
      cachedOutput({
        root: cacheDir,
        cacheDir,
        name: 'demos',
        inputs: 'inputs-1',
        outDir,
        async make(dir) {
          runs.count++;
          await writeFiles([[path.join(dir, '_demos/a/index.html'), `<p>run ${runs.count}</p>`]]);
          return { result: { demos: 1, run: runs.count } };
        },
        warn: (message) => warnings.push(message),
      });
    const site = async () => {
      const dir = await tmp('output-site-');
      await writeFiles([[path.join(dir, 'index.html'), '<p>another step</p>']]);
      return dir;
    };

    const first = await site();
    expect(await step(first)).toEqual({ result: { demos: 1, run: 1 }, reused: false });
    const second = await site();
    expect(await step(second)).toEqual({ result: { demos: 1, run: 1 }, reused: true });
    expect(await readFile(path.join(second, '_demos/a/index.html'), 'utf8')).toBe('<p>run 1</p>');
    expect(await readFile(path.join(second, 'index.html'), 'utf8')).toBe('<p>another step</p>');

    await writeFile(path.join(second, '_demos/a/index.html'), '<p>written in place, a longer text</p>');
    const third = await site();
    expect(await step(third)).toEqual({ result: { demos: 1, run: 2 }, reused: false });
    expect(warnings.join('\n')).toMatch(/demos output not reused: .*index\.html changed after it was placed/);
    expect(await readFile(path.join(third, '_demos/a/index.html'), 'utf8')).toBe('<p>run 2</p>');
    expect(await readFile(path.join(third, 'index.html'), 'utf8')).toBe('<p>another step</p>');
  });
});

describe('placeFiles', () => {
  it('places every file as a link and records it; with that record, refuses a file changed since', async () => {
    const from = await tmp('place-from-');
    await writeFiles([
      [path.join(from, 'a.txt'), 'a'],
      [path.join(from, 'deep/b.txt'), 'b'],
    ]);
    const to = path.join(await tmp('place-to-'), 'out');
    const placed = await placeFiles(from, to);
    expect(Object.keys(placed).sort()).toEqual(['a.txt', 'deep/b.txt']);
    expect((await stat(path.join(to, 'deep/b.txt'))).ino).toBe((await stat(path.join(from, 'deep/b.txt'))).ino);

    const again = path.join(await tmp('place-to-'), 'out');
    await placeFiles(to, again, placed);
    expect(await readFile(path.join(again, 'deep/b.txt'), 'utf8')).toBe('b');

    await writeFile(path.join(from, 'a.txt'), 'a, longer');
    const refused = path.join(await tmp('place-to-'), 'out');
    await expect(placeFiles(to, refused, placed)).rejects.toThrow(/a\.txt changed after it was placed/);
  });
});
