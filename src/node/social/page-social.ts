import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Manifest, RouteEntry, VersionManifest } from '../content/scan.ts';
import type { SidebarTag } from '../content/sidebars.ts';
import { normalizePath } from '../../shared/normalize-path.ts';
import { PAGE_TYPES, pageTypeOfDoc } from '../../shared/page-types.ts';
import { sidebarTrail } from '../../shared/sidebar-trail.ts';
import { CARD_SIZE, type CardText } from './card-text.ts';
import { breadcrumbList, jsonLdScript, techArticle, type Crumb } from './json-ld.ts';

/** What a page tells social sites and search engines beyond its title and description. */
export interface PageSocial {
  ogType: 'website' | 'article';
  image?: { url: string; width: number; height: number; alt: string };
  /** The `<script type="application/ld+json">` element, for doc pages. */
  jsonLd?: string;
}

export interface SocialPlan {
  byPath: Map<string, PageSocial>;
  /** The cards to draw, one per section: what each shows and its file under the docs folder. */
  cards: Array<{ card: CardText; file: string }>;
}

/** A file-name form of a label: `Theming & Colors` → `theming-colors`. */
export function slugOf(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'page'
  );
}

/**
 * One card per section, not per page: drawing a 1200×630 card costs about 60 ms of CPU (resvg's
 * fill and PNG encoding alone 33 ms), so 643 page cards would add about 20 s to a cold build on
 * two cores, against a few seconds for the ~120 sections. A section is the top sidebar category
 * a page sits in, under its navbar section (`Guide › Theming`), else the navbar section alone.
 * The file: `og/<version folder><navbar section>[/<category>].png`, e.g. `og/v7/guide/theming.png`.
 */
export function sectionCard(
  site: string,
  version: { label: string; folder: string },
  section: string | undefined,
  category: string | undefined,
): { card: CardText; file: string } {
  const card: CardText = category ? { title: category, section, version: version.label, site } : { title: section ?? site, version: version.label, site };
  const parts = [section ?? 'site', category].filter((p): p is string => Boolean(p)).map(slugOf);
  return { card, file: `og/${version.folder}${parts.join('/')}.png` };
}

/**
 * The navbar's doc items name the sidebars (Guide, Components, CLI, Native): the label and the
 * page of the item whose page lives in each sidebar, for the section a card shows and the first
 * breadcrumb.
 */
function sectionsOf(config: SiteConfig, version: VersionManifest): Map<SidebarTag, { label: string; path: string }> {
  const sections = new Map<SidebarTag, { label: string; path: string }>();
  for (const item of config.navbar.items) {
    if (item.type !== 'doc' || (item.version && item.version !== version.name)) continue;
    const route = version.routes.find((r) => r.docId === item.docId);
    if (route?.sidebar && !sections.has(route.sidebar)) sections.set(route.sidebar, { label: item.label, path: route.path });
  }
  return sections;
}

export interface SocialOptions {
  /** Last commit time of each content file, by absolute path (empty outside git). */
  dates: Map<string, string>;
  /** Whether cards are drawn (not in the hash-router build, which is opened from files). */
  cards: boolean;
}

/** The social and structured data of every route of the manifest. */
export function planSocial(config: SiteConfig, manifest: Manifest, options: SocialOptions): SocialPlan {
  const origin = config.url.replace(/\/$/, '');
  const absolute = (routePath: string) => origin + normalizePath(routePath, config.trailingSlash);
  const byPath = new Map<string, PageSocial>();
  const cards: SocialPlan['cards'] = [];
  const drawn = new Set<string>();
  for (const version of manifest.versions) {
    const sections = sectionsOf(config, version);
    const home = version.routes.find((r) => r.docId === version.mainDocId);
    // `v7/` for a version in its own folder under the base URL, '' for the one at the base URL.
    const folder = version.path.startsWith(config.baseUrl) ? version.path.slice(config.baseUrl.length) : `${slugOf(version.name)}/`;
    for (const route of version.routes) {
      const section = route.sidebar ? sections.get(route.sidebar) : undefined;
      const category = route.sidebar ? sidebarTrail(version.sidebars[route.sidebar], route.path)[0]?.label : undefined;
      const { card, file } = sectionCard(config.title, { label: version.label, folder }, section?.label, category);
      const image = options.cards
        ? {
            url: origin + config.baseUrl + file,
            ...CARD_SIZE,
            alt: `${[card.section, card.title].filter(Boolean).join(' › ')}: ${config.title} ${version.label} documentation`,
          }
        : undefined;
      if (image && !drawn.has(file)) {
        drawn.add(file);
        cards.push({ card, file });
      }
      const isDoc = pageTypeOfDoc(route.docId, config.search.searchPagePath) === PAGE_TYPES.docsDocPage;
      byPath.set(route.path, {
        ogType: route === home || !isDoc ? 'website' : 'article',
        image,
        jsonLd: isDoc ? jsonLdScript(structuredData(route, version, section, image?.url, options.dates, absolute, config)) : undefined,
      });
    }
  }
  return { byPath, cards };
}

function structuredData(
  route: RouteEntry,
  version: VersionManifest,
  section: { label: string; path: string } | undefined,
  image: string | undefined,
  dates: Map<string, string>,
  absolute: (routePath: string) => string,
  config: SiteConfig,
): Array<Record<string, unknown>> {
  const url = absolute(route.path);
  const nodes: Array<Record<string, unknown>> = [];
  // The section's page, then the sidebar categories that have a page of their own, then this page.
  const crumbs: Crumb[] = [];
  if (section && section.path !== route.path) crumbs.push({ name: section.label, url: absolute(section.path) });
  const sidebar = route.sidebar ? version.sidebars[route.sidebar] : [];
  for (const crumb of sidebarTrail(sidebar, route.path)) {
    if (crumb.href && crumb.href !== route.path && crumb.href !== section?.path) crumbs.push({ name: crumb.label, url: absolute(crumb.href) });
  }
  crumbs.push({ name: route.title, url });
  if (crumbs.length > 1) nodes.push(breadcrumbList(crumbs));
  const lang = config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale;
  nodes.push(
    techArticle({
      headline: route.title,
      description: route.description,
      url,
      dateModified: dates.get(route.source),
      image,
      version: version.label,
      inLanguage: lang,
      publisher: config.title,
    }),
  );
  return nodes;
}
