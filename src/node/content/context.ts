import path from 'node:path';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { scanContent, type Manifest, type RouteEntry, type VersionGenerators } from './scan.ts';
import { PageCompiler } from './compile-page.ts';
import { lastUpdatedDates } from './git-dates.ts';
import { pagePrelude } from './page-source.ts';
import { loadPromos, type PromoEntry } from '../promos/schema.ts';
import { pageTags, promoView, selectPromo } from '../promos/select.ts';
import { PAGE_TYPES, pageTypeOfDoc } from '../../shared/page-types.ts';
import type { PromoView } from '../../shared/promo.ts';

/** Where reference generators write the pages they contribute (gitignored, rebuilt every build). */
export function generatedDir(root: string, version: string): string {
  return path.join(root, '.generated', version);
}

export interface ContentContextOptions {
  root: string;
  config: SiteConfig;
  development: boolean;
  generators?: (version: string) => Promise<VersionGenerators>;
  /** The date promo publication windows are checked against (default: now, or DOCS_BUILD_DATE). */
  buildDate?: Date;
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
  private promosPromise: Promise<PromoEntry[]> | undefined;
  /** One date for the whole build: the client and SSR bundles embed the same promo picks. */
  readonly buildDate: Date;
  private bySource = new Map<string, RouteEntry>();
  private byDocId = new Map<string, Map<string, string>>();

  constructor(private readonly options: ContentContextOptions) {
    this.root = options.root;
    this.config = options.config;
    this.compiler = new PageCompiler(options.root, options.development);
    const fromEnv = process.env.DOCS_BUILD_DATE ? new Date(process.env.DOCS_BUILD_DATE) : undefined;
    if (fromEnv && Number.isNaN(fromEnv.getTime())) throw new Error(`DOCS_BUILD_DATE is not a date: ${process.env.DOCS_BUILD_DATE}`);
    this.buildDate = options.buildDate ?? fromEnv ?? new Date();
  }

  /** The validated promo entries ([] when the slot is off). Invalid data fails with file and key path. */
  promos(): Promise<PromoEntry[]> {
    const settings = this.config.promos;
    this.promosPromise ??= settings?.enabled ? loadPromos(this.root, settings.file) : Promise.resolve([]);
    return this.promosPromise;
  }

  /** The promo a doc page shows: picked by date, language, tags and weight, stable for the build. */
  async promoFor(route: RouteEntry): Promise<PromoView | undefined> {
    if (pageTypeOfDoc(route.docId, this.config.search.searchPagePath) !== PAGE_TYPES.docsDocPage) return undefined;
    const entries = await this.promos();
    if (entries.length === 0) return undefined;
    const lang = this.config.i18n.localeConfigs[this.config.i18n.defaultLocale]?.htmlLang ?? this.config.i18n.defaultLocale;
    const seed = this.buildDate.toISOString().slice(0, 10);
    const entry = selectPromo(entries, { path: route.path, lang, tags: pageTags(route.docId, route.sidebar) }, { date: this.buildDate, seed });
    return entry ? promoView(entry) : undefined;
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

  /** Last commit time of each content file (one `git log` per build; empty in dev or outside git). */
  lastUpdatedDates(): Promise<Map<string, string>> {
    this.datesPromise ??= this.options.development ? Promise.resolve(new Map()) : lastUpdatedDates(this.root, this.config.versions.local.map((v) => v.dir));
    return this.datesPromise;
  }

  /** The ESM prelude of a page (its route info and sidebar import), or null if no route has this source. */
  async preludeFor(file: string): Promise<string | null> {
    const route = await this.routeForSource(file);
    if (!route) return null;
    const rel = path.relative(this.root, file).split(path.sep).join('/');
    return pagePrelude(route, {
      editUrl: this.config.editUrl && rel.startsWith('content/') ? this.config.editUrl + rel : undefined,
      lastUpdated: (await this.lastUpdatedDates()).get(file),
      alternates: Object.fromEntries([...(this.byDocId.get(route.docId) ?? [])].filter(([version]) => version !== route.version)),
      pageType: pageTypeOfDoc(route.docId, this.config.search.searchPagePath),
      promo: await this.promoFor(route),
    });
  }

  /** Compiles a content page into its page module. */
  async compilePage(source: string, file: string) {
    const prelude = await this.preludeFor(file);
    return prelude === null ? null : this.compiler.compile(source, file, prelude);
  }
}
