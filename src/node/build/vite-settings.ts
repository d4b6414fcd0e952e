import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import type { ContentContext } from '../content/context.ts';
import { docsContent } from '../content/vite-plugin.ts';
import { classicChunks } from '../hash-router/classic-chunks.ts';
import { pureReactRouter } from './pure-react-router.ts';

/**
 * Output folders under a project root: `dist/site` is the web root (`/docs/x` → `dist/site/docs/x`).
 * A variant build (another config) writes to another folder name, e.g. `dist-hash`.
 */
export function outDirs(root: string, name = 'dist') {
  const out = path.join(root, name);
  // The client build's Vite manifest, kept beside the site (for tests and bundle analysis), not published in it.
  return { out, site: path.join(out, 'site'), server: path.join(out, 'server'), clientManifest: path.join(out, 'client-manifest.json') };
}

/** Where the client build writes: under the base URL, or (hash router) at the web root beside index.html. */
export function clientOutDir(ctx: ContentContext, outName?: string): string {
  const { site } = outDirs(ctx.root, outName);
  return ctx.config.router === 'hash' ? site : path.join(site, ctx.config.baseUrl);
}

/** Vite settings shared by the client build, the SSR build and the dev server. */
export function viteConfig(ctx: ContentContext, target: 'client' | 'ssr' | 'dev', outName?: string): InlineConfig {
  const dirs = outDirs(ctx.root, outName);
  const hash = ctx.config.router === 'hash';
  // The hash-router build is opened from anywhere (even file://): every URL is relative to index.html.
  const base = hash && target !== 'dev' ? './' : ctx.config.baseUrl;
  const classic = hash && target === 'client';
  return {
    configFile: false,
    root: ctx.root,
    base,
    // DOCS_ALGOLIA_* reach the client so an env-configured Algolia search works in the browser too.
    envPrefix: ['VITE_', 'DOCS_ALGOLIA_'],
    logLevel: target === 'dev' ? 'info' : 'warn',
    plugins: [docsContent(ctx), react({ include: /\.(mdx|tsx|ts)$/ }), classic ? classicChunks() : null, pureReactRouter()],
    build:
      target === 'ssr'
        ? {
            ssr: path.join(ctx.root, 'src/app/entry-server.tsx'),
            outDir: dirs.server,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            copyPublicDir: false,
            // Read by the prerender cache (prerender-cache.ts): which chunks are a page's own.
            manifest: true,
            // Never served, so never cached by a browser: without a content hash in their names, a
            // page's edit leaves the other chunks (and the entry's imports of them) byte-identical,
            // and the prerender cache keeps every other page.
            rollupOptions: { output: { chunkFileNames: 'assets/[name].js' } },
          }
        : {
            outDir: clientOutDir(ctx, outName),
            emptyOutDir: true,
            manifest: true,
            target: 'es2022',
            modulePreload: classic ? false : { polyfill: false },
            reportCompressedSize: false,
            // Hash router: CommonJS chunks, wrapped as classic scripts by classicChunks().
            ...(classic
              ? {
                  rollupOptions: {
                    output: { format: 'cjs', exports: 'named' },
                    // CommonJS has no import.meta, and the bundler says so for every use it
                    // blanks; here all are harmless: the third argument of Vite's preload helper
                    // (read only with dependencies to preload, and preloading is off here) and
                    // the search worker's URL (search-client.ts never starts a worker in a
                    // hash-router build). Other warnings still show.
                    onwarn(warning, warn) {
                      if (warning.code !== 'EMPTY_IMPORT_META') warn(warning);
                    },
                  },
                }
              : {}),
          },
    ssr: { noExternal: target === 'ssr' ? ['react-router'] : undefined },
  };
}
