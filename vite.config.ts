import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import type { ContentContext } from './plugins/content/context.ts';
import { docsContent } from './plugins/content/vite-plugin.ts';

/** Output folders under a project root: `dist/site` is the web root (`/docs/x` → `dist/site/docs/x`). */
export function outDirs(root: string) {
  const out = path.join(root, 'dist');
  return { out, site: path.join(out, 'site'), server: path.join(out, 'server') };
}

/** Vite settings shared by the client build, the SSR build and the dev server. */
export function viteConfig(ctx: ContentContext, target: 'client' | 'ssr' | 'dev'): InlineConfig {
  const dirs = outDirs(ctx.root);
  const base = ctx.config.router === 'hash' ? './' : ctx.config.baseUrl;
  return {
    configFile: false,
    root: ctx.root,
    base,
    // DOCS_ALGOLIA_* reach the client so an env-configured Algolia search works in the browser too.
    envPrefix: ['VITE_', 'DOCS_ALGOLIA_'],
    logLevel: target === 'dev' ? 'info' : 'warn',
    plugins: [docsContent(ctx), react({ include: /\.(mdx|tsx|ts)$/ })],
    build:
      target === 'ssr'
        ? { ssr: path.join(ctx.root, 'src/entry-server.tsx'), outDir: dirs.server, emptyOutDir: true, target: 'node20', minify: false, copyPublicDir: false }
        : {
            outDir: path.join(dirs.site, ctx.config.baseUrl),
            emptyOutDir: true,
            manifest: true,
            target: 'es2022',
            modulePreload: { polyfill: false },
            reportCompressedSize: false,
          },
    ssr: { noExternal: target === 'ssr' ? ['react-router'] : undefined },
  };
}
