/**
 * `npm run preview:nginx`: serves the build (dist/site) through Debian's nginx with the
 * production server block, deploy/nginx.conf, on 127.0.0.1 (PORT, default 4174). Runs as the
 * current user; the rendered config and the error log live in a temp folder removed on exit.
 *   npm run preview:nginx -- --conf dist/deploy/nginx.conf   (the block of this very build,
 *   e.g. one made with DOCS_ALGOLIA_* set)
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import config from '../site.config.ts';
import { outDirs } from '../src/node/build/vite-settings.ts';
import { nginxProblem, startNginx } from '../src/node/hosting/nginx-preview.ts';

const root = process.cwd();
const { values } = parseArgs({ options: { conf: { type: 'string', default: 'deploy/nginx.conf' } } });
const site = outDirs(root).site;

const problem = nginxProblem();
if (problem) {
  console.error(`${problem}\n(npm start serves the same build with the same headers without nginx.)`);
  process.exit(1);
}
if (!existsSync(path.join(site, 'index.html')) && !existsSync(path.join(site, config.baseUrl, 'index.html'))) {
  console.error(`There is no build in ${path.relative(root, site)}/: run \`npm run build\` first.`);
  process.exit(1);
}

const nginx = await startNginx({ root: site, serverBlock: await readFile(path.resolve(root, values.conf), 'utf8'), port: Number(process.env.PORT ?? 4174) });
console.log(`Serving ${path.relative(root, site)}/ with ${values.conf} through nginx at ${nginx.origin}${config.baseUrl}`);
console.log(`(config and error log in ${nginx.dir}; Ctrl+C stops it)`);

let stopping = false;
void nginx.exited.then(async (code) => {
  if (stopping) return;
  stopping = true;
  // Ctrl+C or a test runner's SIGTERM reaches nginx too (same process group): a clean exit.
  const clean = code === 0 || code === null;
  if (!clean) console.error(`nginx exited with code ${code}.`);
  await nginx.stop();
  process.exit(clean ? 0 : 1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void nginx.stop().then(() => process.exit(0));
  });
}
