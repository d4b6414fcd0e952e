/**
 * A version cut that cannot be done is refused with a message saying why (and where, for a
 * config or page it cannot edit), before anything is written: the fixture is byte for byte as
 * it was. And a cut that fails while writing puts back what it had written.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cutVersion } from '../../src/node/versions/cut-version.ts';
import { applyFileChanges } from '../../src/node/versions/file-transaction.ts';
import { copyFixture, snapshot } from './fixture-site.ts';

let root: string;

beforeEach(async () => {
  root = await copyFixture();
});

afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

/** Expects the cut to be refused with `message`, leaving every file as it was. */
async function expectRefused(name: string, message: string | RegExp, label?: string): Promise<void> {
  const before = await snapshot(root);
  await expect(cutVersion(root, { name, label })).rejects.toThrow(message);
  expect(await snapshot(root)).toEqual(before);
}

describe('version:cut refuses, changing nothing', () => {
  it('a name that exists', async () => {
    await expectRefused('v1', 'Cannot cut v1: v1 exists already (site.config.ts, versions.local). Nothing was changed.');
    await expectRefused('v2', 'v2 exists already');
  });

  it('a name the archived versions use, one that is not "v" and a number, or one older than the current version', async () => {
    await expectRefused('v0', 'v0 is an archived version');
    await expectRefused('next', 'a version name is "v" and a number');
    await expectRefused('3', 'a version name is "v" and a number');
    await expectRefused('v3', 'the label is empty', ' ');
  });

  it('a content folder or route inventory that exists already', async () => {
    await mkdir(path.join(root, 'content/v3'));
    await expectRefused('v3', 'content/v3 exists already');
    await rm(path.join(root, 'content/v3'), { recursive: true });
    await writeFile(path.join(root, 'data/routes/v3.txt'), '# v3\n');
    await expectRefused('v3', 'data/routes/v3.txt exists already');
  });

  it('package.json aliases for the new name', async () => {
    const file = path.join(root, 'package.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"react": "19.3.1"', '"ionic-core-v3": "npm:@ionic/core@9.0.0",\n    "react": "19.3.1"'));
    await expectRefused('v3', 'package.json: devDependencies already has ionic-core-v3');
  });

  it('a versions block that is not plain literals, naming its line', async () => {
    const file = path.join(root, 'site.config.ts');
    const source = await readFile(file, 'utf8');
    await writeFile(
      file,
      source
        .replace(
          'const config: SiteConfig = {',
          "const older = [{ name: 'v1', label: 'v1', path: '/docs/v1/', dir: 'content/v1', mainDocId: 'index' }];\nconst config: SiteConfig = {",
        )
        .replace(/ +\{ name: 'v1'.*\n/, '      ...older,\n'),
    );
    const line = (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes('...older')) + 1;
    await expectRefused(
      'v3',
      `site.config.ts:${line}: \`versions.local\` has a spread (\`...\`); the version cut edits only a versions block written as plain literals`,
    );
  });

  it('a frozen page whose link is written in a form it cannot rewrite, naming its line', async () => {
    const file = path.join(root, 'content/v2/guides/new-in-v2.mdx');
    await writeFile(file, `${await readFile(file, 'utf8')}\nSee [the guides](/docs/gu&#105;des).\n`);
    await expectRefused('v3', /content\/v2\/guides\/new-in-v2\.mdx:10: the link to \/docs\/guides is written with escapes or entities/);
  });
});

describe('a cut that fails while writing', () => {
  it('puts back the files it wrote and removes the folder it copied', async () => {
    const before = await snapshot(root);
    // The last write's target is a folder, so moving the file into place fails after the others succeeded.
    await mkdir(path.join(root, 'data/blocked/x'), { recursive: true });
    const changes = {
      copies: [{ from: path.join(root, 'content/v2'), to: path.join(root, 'content/v3') }],
      writes: [
        { file: path.join(root, 'site.config.ts'), text: 'changed' },
        { file: path.join(root, 'data/routes/v3.txt'), text: 'new' },
        { file: path.join(root, 'data/blocked'), text: 'cannot' },
      ],
    };
    await expect(applyFileChanges(changes)).rejects.toThrow();
    await rm(path.join(root, 'data/blocked'), { recursive: true });
    expect(await snapshot(root)).toEqual(before);
  });
});
