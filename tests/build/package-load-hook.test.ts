import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTsWorker } from '../../src/node/build/ts-worker.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NATIVE_PACKAGES = fileURLToPath(new URL('../../src/node/build/load-packages-natively.ts', import.meta.url));
// What tsx appends to every dynamic import() of a file it rewrites (its CommonJS interop step).
const TSX_REWRITE = /import\([^)]*\)\.then\(/;

let dir: string;
let packageEntry: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'package-load-'));
  // The entries use top-level await, so they are ES modules.
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  const pkg = path.join(dir, 'node_modules/fixture-package');
  await mkdir(pkg, { recursive: true });
  await writeFile(path.join(pkg, 'package.json'), JSON.stringify({ name: 'fixture-package', type: 'module', main: 'index.js' }));
  await writeFile(path.join(pkg, 'index.js'), "export const load = () => import('node:path');\n");
  packageEntry = pathToFileURL(path.join(pkg, 'index.js')).href;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a TypeScript entry under tsx, as the build's scripts run, and returns the package function's source. */
async function packageSourceUnderTsx(withHook: boolean): Promise<string> {
  const entry = path.join(dir, `entry-${withHook}.ts`);
  const preload = withHook ? `import ${JSON.stringify(NATIVE_PACKAGES)};\n` : '';
  await writeFile(entry, `${preload}const pkg: { load: () => unknown } = await import(${JSON.stringify(packageEntry)});\nconsole.log(String(pkg.load));\n`);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', entry], { cwd: root });
  return stdout;
}

describe('load-packages-natively', () => {
  it('control: tsx alone rewrites the dynamic imports of a package it loads', { timeout: 30_000 }, async () => {
    expect(await packageSourceUnderTsx(false)).toMatch(TSX_REWRITE);
  });

  it("hands a package's ES modules to Node unchanged, while the entry itself is still TypeScript", { timeout: 30_000 }, async () => {
    const source = await packageSourceUnderTsx(true);
    expect(source).toContain("import('node:path')");
    expect(source).not.toMatch(TSX_REWRITE);
  });

  it('is in place in the TypeScript workers the build starts', { timeout: 30_000 }, async () => {
    const worker = startTsWorker(new URL('../fixtures/package-source-target.ts', import.meta.url), packageEntry);
    const source = await new Promise<string>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(source).toContain("import('node:path')");
    expect(source).not.toMatch(TSX_REWRITE);
  });
});
