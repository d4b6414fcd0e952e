import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { assertNoSymlinks } from '../../src/node/hosting/no-symlinks.ts';

it('the build refuses to publish a symlink (a planted link to /etc/passwd)', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-links-'));
  try {
    await mkdir(path.join(dir, 'docs/assets'), { recursive: true });
    await writeFile(path.join(dir, 'docs/index.html'), '<h1>x</h1>');
    await expect(assertNoSymlinks(dir)).resolves.toBeUndefined();
    await symlink('/etc/passwd', path.join(dir, 'docs/assets/passwd.txt'));
    await expect(assertNoSymlinks(dir)).rejects.toThrow(/must not publish symlinks.*docs\/assets\/passwd\.txt/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
