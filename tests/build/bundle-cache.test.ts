import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleInputsHash, cachedBundle, type BundleInputs, type CachedBundle } from '../../src/node/build/bundle-cache.ts';
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

/** Settings for cachedBundle on `root`, with a real Vite build that counts its runs. */
function settings(root: string, cacheDir: string, outDir: string, inputs: string, runs: { count: number }, warnings: string[] = []): CachedBundle {
  return {
    root,
    cacheDir,
    name: 'client',
    inputs,
    outDir,
    async bundle(recorder) {
      runs.count++;
      await build({ root, configFile: false, logLevel: 'silent', plugins: [recorder], build: { outDir, emptyOutDir: true } });
    },
    warn: (message) => warnings.push(message),
  };
}

const builtText = async (outDir: string) => {
  const assets = path.join(outDir, 'assets');
  const [script] = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  return readFile(path.join(assets, script as string), 'utf8');
};

const inputsOf = (root: string, extra: Partial<BundleInputs> = {}): BundleInputs => ({
  root,
  configFile: 'site.config.ts',
  config: {},
  pages: 'pages-1',
  manifest: [],
  ...extra,
});

describe('bundle cache', () => {
  it('reuses a bundle while nothing it is built from changes, and bundles again when a file its module graph read changes', async () => {
    const root = await project();
    const cacheDir = await tmp('bundle-cache-');
    const runs = { count: 0 };
    const inputs = await bundleInputsHash(inputsOf(root));

    const first = path.join(await tmp('bundle-out-'), 'out');
    expect(await cachedBundle(settings(root, cacheDir, first, inputs, runs))).toBe(false);
    expect(await builtText(first)).toContain('hello');

    const second = path.join(await tmp('bundle-out-'), 'out');
    expect(await cachedBundle(settings(root, cacheDir, second, inputs, runs))).toBe(true);
    expect(runs.count).toBe(1);
    expect(await builtText(second)).toBe(await builtText(first));

    // lib/ is outside the folders the inputs hash covers: the recorded graph catches the edit.
    await writeFile(path.join(root, 'lib/word.ts'), `export const word = 'goodbye';\n`);
    expect(await bundleInputsHash(inputsOf(root))).toBe(inputs);
    const third = path.join(await tmp('bundle-out-'), 'out');
    expect(await cachedBundle(settings(root, cacheDir, third, inputs, runs))).toBe(false);
    expect(runs.count).toBe(2);
    expect(await builtText(third)).toContain('goodbye');
  });

  it('does not reuse an entry whose file was written in place through a link to it, and bundles again', async () => {
    const root = await project();
    const cacheDir = await tmp('bundle-cache-');
    const runs = { count: 0 };
    const warnings: string[] = [];
    const inputs = await bundleInputsHash(inputsOf(root));
    const first = path.join(await tmp('bundle-out-'), 'out');
    await cachedBundle(settings(root, cacheDir, first, inputs, runs, warnings));
    const placed = path.join(await tmp('bundle-out-'), 'out');
    await cachedBundle(settings(root, cacheDir, placed, inputs, runs, warnings));
    // A later step writing over a placed file changes the cache's copy too (they are one file).
    await writeFile(path.join(placed, 'index.html'), '<p>changed in place</p>');

    const next = path.join(await tmp('bundle-out-'), 'out');
    expect(await cachedBundle(settings(root, cacheDir, next, inputs, runs, warnings))).toBe(false);
    expect(runs.count).toBe(2);
    expect(warnings.join('\n')).toMatch(/client bundle not reused: .*index\.html changed after it was placed/);
    expect(await readFile(path.join(next, 'index.html'), 'utf8')).toContain('<script type="module"');
  });

  it('keeps building when its entry cannot be written', async () => {
    const root = await project();
    const blocked = path.join(await tmp('bundle-cache-'), 'a-file');
    await writeFile(blocked, 'not a folder');
    const warnings: string[] = [];
    const out = path.join(await tmp('bundle-out-'), 'out');
    expect(await cachedBundle(settings(root, blocked, out, 'inputs', { count: 0 }, warnings))).toBe(false);
    expect(await builtText(out)).toContain('hello');
    expect(warnings.join('\n')).toMatch(/^client bundle not cached: /);
  });

  it('hashes the source folders, the config file, the bundle-facing environment and the other inputs, and nothing else', async () => {
    const root = await project();
    const base = await bundleInputsHash(inputsOf(root));
    await writeFile(path.join(root, 'tests/unrelated.test.ts'), '// edited\n');
    expect(await bundleInputsHash(inputsOf(root))).toBe(base);

    expect(await bundleInputsHash(inputsOf(root, { pages: 'pages-2' }))).not.toBe(base);
    expect(await bundleInputsHash(inputsOf(root, { config: { title: 'Other' } }))).not.toBe(base);
    await writeFile(path.join(root, 'site.config.ts'), 'export default {};\n');
    const withConfig = await bundleInputsHash(inputsOf(root));
    expect(withConfig).not.toBe(base);

    process.env.VITE_BUNDLE_CACHE_TEST = 'on';
    try {
      expect(await bundleInputsHash(inputsOf(root))).not.toBe(withConfig);
    } finally {
      delete process.env.VITE_BUNDLE_CACHE_TEST;
    }
    await writeFile(path.join(root, 'src/main.ts'), 'document.title = "edited";\n');
    expect(await bundleInputsHash(inputsOf(root))).not.toBe(withConfig);
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
