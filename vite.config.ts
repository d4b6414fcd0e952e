/**
 * Plain `vite` / `vite build` with the site config: the same settings `npm run dev` and
 * `npm run build` use (src/node/build/vite-settings.ts). `npm run build` does more than
 * `vite build` (SSR build, prerender, search index, hosting files); use it for a real build.
 */
import { defineConfig } from 'vite';
import { loadSiteConfig } from './src/node/config/load-config.ts';
import { ContentContext } from './src/node/content/context.ts';
import { referenceGenerators } from './src/node/reference/generators.ts';
import { viteConfig } from './src/node/build/vite-settings.ts';

export default defineConfig(({ command }) => {
  const root = process.cwd();
  const development = command === 'serve';
  const ctx = new ContentContext({ root, config: loadSiteConfig(), development, generators: referenceGenerators(root) });
  return viteConfig(ctx, development ? 'dev' : 'client');
});
