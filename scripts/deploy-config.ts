/**
 * `npm run deploy:config`: copies the nginx server block of the current build
 * (dist/deploy/nginx.conf, rendered from src/node/hosting/) to deploy/nginx.conf, the file in
 * the repository that deployments use. Run it after a change to the hosting policy or to an
 * inline script (whose CSP hash is in the file); `npm test` fails while the two differ.
 *   npm run deploy:config -- --check   (only report whether they differ)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outDirs } from '../src/node/build/vite-settings.ts';
import { deployDir } from '../src/node/hosting/write-hosting-files.ts';

const root = process.cwd();
const built = path.join(deployDir(outDirs(root).out), 'nginx.conf');
const committed = path.join(root, 'deploy/nginx.conf');
const fresh = await readFile(built, 'utf8').catch(() => {
  console.error(`${path.relative(root, built)} is missing: run \`npm run build\` first.`);
  process.exit(1);
});
const current = await readFile(committed, 'utf8').catch(() => '');
if (fresh === current) {
  console.log('deploy/nginx.conf matches the build.');
} else if (process.argv.includes('--check')) {
  console.error('deploy/nginx.conf differs from the build: run `npm run deploy:config` and commit it.');
  process.exit(1);
} else {
  await writeFile(committed, fresh);
  console.log(`deploy/nginx.conf updated from ${path.relative(root, built)}.`);
}
