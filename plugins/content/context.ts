import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { scanContent, type Manifest, type RouteEntry, type VersionGenerators } from './scan.ts';
import { PageCompiler } from './compile-page.ts';
import { lastUpdatedDates } from './git-dates.ts';
import { pagePrelude } from './page-source.ts';
import { writeDocPathTypes } from './doc-path-types.ts';

/** Where reference generators write the pages they contribute (gitignored, rebuilt every build). */
export function generatedDir(root: string, version: string): string {
  return path.join(root, '.generated', version);
}

export interface ContentContextOptions {
  root: string;
  config: SiteConfig;
  development: boolean;
  generators?: (version: string) => Promise<VersionGenerators>;
}

/**
 * Build-time state shared by every Vite build of one process (client, SSR) and the dev server:
 * the route manifest, the MDX compile cache and the git dates. Rescans only when told to.
 */
export class ContentContext {
  readonly root: string;
  readonly config: SiteConfig;
  readonly compiler: PageCompiler;
  private manifestPromise: Promise<Manifest> | undefined;
  private datesPromise: Promise<Map<string, string>> | undefined;
  private bySource = new Map<string, RouteEntry>();
  private byDocId = new Map<string, Map<string, string>>();

  constructor(private readonly options: ContentContextOptions) {
    this.root = options.root;
    this.config = options.config;
    this.compiler = new PageCompiler(options.root, options.development);
  }

  /** Hand-written content folders, and the folders reference generators write pages into. */
  contentDirs(): string[] {
    return this.config.versions.local.flatMap((v) => [path.join(this.root, v.dir), generatedDir(this.root, v.name)]);
  }

  manifest(): Promise<Manifest> {
    this.manifestPromise ??= scanContent(this.root, this.config, this.options.generators).then(async (manifest) => {
      this.bySource = new Map(manifest.versions.flatMap((v) => v.routes.map((r) => [r.source, r] as const)));
      this.byDocId = new Map();
      for (const version of manifest.versions) {
        for (const r of version.routes) {
          if (!this.byDocId.has(r.docId)) this.byDocId.set(r.docId, new Map());
          this.byDocId.get(r.docId)?.set(version.name, r.path);
        }
      }
      await writeDocPathTypes(this.root, manifest);
      return manifest;
    });
    return this.manifestPromise;
  }

  /** Forget the manifest (a page was added, removed or retitled in dev). */
  invalidate(): void {
    this.manifestPromise = undefined;
  }

  async routeForSource(file: string): Promise<RouteEntry | undefined> {
    await this.manifest();
    return this.bySource.get(file);
  }

  private dates(): Promise<Map<string, string>> {
    this.datesPromise ??= this.options.development ? Promise.resolve(new Map()) : lastUpdatedDates(this.root, this.config.versions.local.map((v) => v.dir));
    return this.datesPromise;
  }

  /** The ESM prelude of a page (its route info and sidebar import), or null if no route has this source. */
  async preludeFor(file: string): Promise<string | null> {
    const route = await this.routeForSource(file);
    if (!route) return null;
    const rel = path.relative(this.root, file).split(path.sep).join('/');
    return pagePrelude(route, {
      editUrl: rel.startsWith('content/') ? this.config.editUrl + rel : undefined,
      lastUpdated: (await this.dates()).get(file),
      alternates: Object.fromEntries([...(this.byDocId.get(route.docId) ?? [])].filter(([version]) => version !== route.version)),
    });
  }

  /** Compiles a content page into its page module. */
  async compilePage(source: string, file: string) {
    const prelude = await this.preludeFor(file);
    return prelude === null ? null : this.compiler.compile(source, file, prelude);
  }
}
