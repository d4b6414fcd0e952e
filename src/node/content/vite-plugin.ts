import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';
import type { ContentContext } from './context.ts';
import { PAGE_CHUNK_PREFIX, SIDEBAR_MODULE_PREFIX, sidebarChunkName, sidebarModuleId } from './page-source.ts';
import { SIDEBAR_TAGS, type SidebarTag } from './sidebars.ts';

export const SSR_PAGES_ID = 'virtual:docs/ssr-pages';
const SITE_CONFIG_ID = 'virtual:docs/site-config';
export const DEV_ROUTE_MAP_PREFIX = '__route-map/';
const RESOLVED = '\0';
/** The ids the plugin's hooks handle (their handlers still check each id in full). */
const VIRTUAL_OR_CONFIG = /^virtual:docs\/|site\.config\.ts$/;
const RESOLVED_VIRTUAL = /^\0virtual:docs\//;
const MDX_MODULE = /\.mdx(\?|$)/;

/** The page module input name of a route (becomes its chunk's file name). */
export function pageInputName(version: string, docId: string): string {
  return `${PAGE_CHUNK_PREFIX}${version}-${docId.replace(/[^a-zA-Z0-9-]/g, '_')}`;
}

/** The site config as a module body; it must be plain data (the schema admits nothing else). */
function serializedConfig(config: unknown): string {
  const json = JSON.stringify(config);
  if (!isDeepStrictEqual(JSON.parse(json), config)) throw new Error('The site config must be plain JSON data to reach the browser bundle');
  return json;
}

/**
 * Content → routes. Compiles MDX pages, serves sidebars and the SSR page table as virtual
 * modules, adds one client input per page (one chunk each), and in dev serves the route map
 * and rescans when a page is added, removed or retitled.
 */
export function docsContent(ctx: ContentContext): Plugin {
  const contentDirs = ctx.contentDirs();
  const isContent = (file: string) => file.endsWith('.mdx') && contentDirs.some((dir) => file.startsWith(dir + path.sep));
  let server: ViteDevServer | undefined;
  // The root's config file, and the one the client code's own `import … '../../site.config.ts'` names:
  // they differ when a site is built from another folder with this code linked in (tests/version-cut/).
  const siteConfigFiles = new Set([path.join(ctx.root, 'site.config.ts'), fileURLToPath(new URL('../../../site.config.ts', import.meta.url))]);

  /** Rescans the content and drops the cached sidebar modules so they are rebuilt. */
  const refreshManifest = async (devServer: ViteDevServer) => {
    ctx.invalidate();
    await ctx.manifest();
    for (const mod of devServer.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(RESOLVED + SIDEBAR_MODULE_PREFIX)) devServer.moduleGraph.invalidateModule(mod);
    }
  };

  return {
    name: 'docs:content',
    enforce: 'pre',

    async config(_config, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      const manifest = await ctx.manifest();
      const input: Record<string, string> = { main: path.join(ctx.root, 'index.html') };
      for (const version of manifest.versions) {
        for (const route of version.routes) {
          input[pageInputName(version.name, route.docId)] = route.source;
          // Each sidebar is an entry too: a chunk of its own that keeps its default export, which
          // the first load imports by URL (the shell hydrates before the page chunk loads).
          if (route.sidebar) input[sidebarChunkName(version.name, route.sidebar)] = sidebarModuleId(version.name, route.sidebar);
        }
      }
      return { build: { rollupOptions: { input, preserveEntrySignatures: 'exports-only' } } };
    },

    async buildStart() {
      const manifest = await ctx.manifest();
      for (const warning of manifest.warnings) this.warn(warning);
    },

    // Each hook says which ids it wants (hook filters): the bundler then calls into JavaScript
    // only for those, not for each of the site's ~2,000 modules and their imports.
    resolveId: {
      filter: { id: VIRTUAL_OR_CONFIG },
      handler(id, importer) {
      // A build's client and server bundles see the config the build was given (a variant such
      // as the hash-router test build), not whatever site.config.ts says. Dev keeps the file, so
      // editing it hot-reloads.
      if (server === undefined && importer && id.endsWith('site.config.ts') && siteConfigFiles.has(path.resolve(path.dirname(importer), id))) return RESOLVED + SITE_CONFIG_ID;
      if (id === SSR_PAGES_ID || id.startsWith(SIDEBAR_MODULE_PREFIX)) return RESOLVED + id;
      return null;
      },
    },

    load: {
      filter: { id: RESOLVED_VIRTUAL },
      async handler(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const virtualId = id.slice(RESOLVED.length);
      if (virtualId === SITE_CONFIG_ID) return `export default ${serializedConfig(ctx.config)};`;
      const manifest = await ctx.manifest();
      if (virtualId.startsWith(SIDEBAR_MODULE_PREFIX)) {
        const [versionName, tag] = virtualId.slice(SIDEBAR_MODULE_PREFIX.length).split('/');
        const version = manifest.versions.find((v) => v.name === versionName);
        if (!version || !SIDEBAR_TAGS.includes(tag as SidebarTag)) throw new Error(`Unknown sidebar module ${virtualId}`);
        return `export default ${JSON.stringify(version.sidebars[tag as SidebarTag])};`;
      }
      if (virtualId === SSR_PAGES_ID) {
        const lines = manifest.versions.flatMap((v) => v.routes.map((r) => `  ${JSON.stringify(r.path)}: () => import(${JSON.stringify(r.source)}),`));
        return `export const pages = {\n${lines.join('\n')}\n};\n`;
      }
      return null;
      },
    },

    transform: {
      filter: { id: MDX_MODULE },
      async handler(code, id) {
      const file = id.split('?')[0];
      if (!isContent(file)) return null;
      const result = await ctx.compilePage(code, file);
      if (!result) {
        // In dev a file can exist before the manifest knows it: rescan once.
        ctx.invalidate();
        return (await ctx.compilePage(code, file)) ?? null;
      }
      return result;
      },
    },

    configureServer(devServer) {
      server = devServer;
      const base = devServer.config.base;
      devServer.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(base + DEV_ROUTE_MAP_PREFIX)) return next();
        const versionName = url.slice((base + DEV_ROUTE_MAP_PREFIX).length).replace(/\.json$/, '');
        const manifest = await ctx.manifest();
        const version = manifest.versions.find((v) => v.name === versionName);
        if (!version) return next();
        const routes = Object.fromEntries(version.routes.map((r) => [r.path, [`${base}@fs${r.source}`]]));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ version: version.name, files: [], routes }));
      });
      const onStructureChange = async (file: string) => {
        if (!isContent(file) && !file.endsWith('sidebars.ts')) return;
        await refreshManifest(devServer);
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('add', onStructureChange);
      devServer.watcher.on('unlink', onStructureChange);
      devServer.watcher.on('change', (file) => {
        if (file.endsWith('sidebars.ts')) void onStructureChange(file);
      });
    },

    async handleHotUpdate({ file, read }) {
      if (!isContent(file) || !server) return;
      // A retitled page changes its sidebar label: rescan so the sidebar modules follow.
      const before = await ctx.routeForSource(file);
      const source = await read();
      const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.replace(/^['"]|['"]$/g, '');
      const label = /^sidebar_label:\s*(.+)$/m.exec(source)?.[1]?.replace(/^['"]|['"]$/g, '');
      if (before && (before.title !== title || (before.frontmatter.sidebar_label ?? undefined) !== label)) await refreshManifest(server);
    },
  };
}
