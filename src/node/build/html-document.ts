import { pageTitle } from '../../shared/page-title.ts';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { bootDataScript, type BootData } from '../../shared/boot-data.ts';
import { colorModeScript } from '../../shared/color-mode-script.ts';
import { normalizePath } from '../../shared/normalize-path.ts';
import type { PageAssets } from './route-map-files.ts';
import type { PageModule } from '../../shared/page-module.ts';
import { baseUrlBannerScript } from './base-url-banner.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import type { PageType } from '../../shared/page-types.ts';
import { generatorContent, siteMetadataScript, type SiteMetadata } from '../../shared/site-metadata.ts';
import { encodePath } from '../../shared/url-path.ts';
import type { PageSocial } from '../social/page-social.ts';
import { BRAND_COLOR } from '../social/brand.ts';
import { DEFERRED_SCRIPTS_LOADER, takeModuleScripts, type PageTemplate } from './deferred-scripts.ts';

export interface DocumentInput {
  path: string;
  title: string;
  description: string;
  notFound: boolean;
  /** The docs version of the page (absent on the 404 page). */
  version?: string;
  html: string;
  /** What the page's shell renders from its module (from the prerender), for the boot data. */
  shell?: Pick<PageModule, 'route' | 'toc'>;
  assets: PageAssets | null;
  /** The page-type class the document root carries. */
  pageType: PageType;
  /** The build's site metadata, as a `generator` meta tag and a JSON data block. */
  siteMetadata?: SiteMetadata;
  /** Social card and structured data (src/node/social/); absent on the 404 pages. */
  social?: PageSocial;
  /** Stylesheet elements of the lazily loaded components the page renders (lazy-chunk-styles.ts), after the site's own. */
  styles?: string[];
}

/** Assembles one prerendered page from Vite's built index.html template. */
export function renderDocument(template: string | PageTemplate, config: SiteConfig, input: DocumentInput): string {
  const base = config.baseUrl;
  const fullTitle = pageTitle(input.title, config.title);
  const canonical = config.url.replace(/\/$/, '') + encodePath(normalizePath(input.path, config.trailingSlash));
  const head = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}" />`,
    input.notFound ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    // OpenGraph and Twitter read the page title alone; the site name has its own property.
    `<meta property="og:site_name" content="${escapeHtml(config.title)}" />`,
    `<meta property="og:title" content="${escapeHtml(input.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(input.description)}" />`,
    `<meta property="og:type" content="${input.social?.ogType ?? 'website'}" />`,
    input.notFound ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...socialImageTags(input.social),
    `<meta name="theme-color" content="${BRAND_COLOR}" />`,
    // Facets for a hosted DocSearch crawler (contextual search by version).
    input.version ? `<meta name="docsearch:version" content="${input.version}" />` : '',
    `<meta name="docsearch:language" content="en" />`,
    input.siteMetadata ? `<meta name="generator" content="${escapeHtml(generatorContent(input.siteMetadata))}" />` : '',
    input.siteMetadata ? siteMetadataScript(input.siteMetadata) : '',
    input.social?.jsonLd ?? '',
    colorModeScript(config.colorMode.defaultMode),
    config.baseUrlIssueBanner && input.path === base ? baseUrlBannerScript(base) : '',
    ...(input.assets?.css ?? []).map((f) => `<link rel="stylesheet" href="${base}${f}" />`),
    // Only browsers without JavaScript load it: it shows what scripts would reveal (public/no-js.css).
    `<noscript><link rel="stylesheet" href="${base}no-js.css" /></noscript>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const assets = input.assets;
  const sidebarChunk = assets?.sidebar ? base + assets.sidebar : null;
  // The build prepares the template once (build.ts); a bare string is prepared here.
  const { html: page, scripts } = typeof template === 'string' ? takeModuleScripts(template) : template;
  const boot: BootData = {
    path: input.path,
    chunk: assets ? base + assets.js[0] : null,
    ...(assets && input.shell ? { page: { ...input.shell, sidebarChunk } } : {}),
    // The shell's own chunks only: the page chunk (the content) loads after the shell has hydrated.
    ...(scripts ? { scripts: { entry: scripts.entry, preload: sidebarChunk ? [...scripts.preload, sidebarChunk] : scripts.preload } } : {}),
  };
  const tail = scripts ? `${bootDataScript(boot)}\n    ${DEFERRED_SCRIPTS_LOADER}` : bootDataScript(boot);
  // Function replacers: page HTML can contain `$'`, `$&`… which a string replacement would expand.
  // The component styles go last in the head, after the site stylesheet the template inlines, as
  // they would when their chunk links them: rules of equal weight then win as in the browser.
  // (Replaced in the bare template, whose only `</head>` is its own.)
  return withRootClass(page, input.pageType)
    .replace('</head>', () => `${(input.styles ?? []).filter(Boolean).join('')}</head>`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => input.html)
    .replace('</body>', () => `  ${tail}\n  </body>`);
}

/** The card of a page (og:image with its size and text alternative) and the Twitter card kind. */
function socialImageTags(social: PageSocial | undefined): string[] {
  const image = social?.image;
  if (!image) return ['<meta name="twitter:card" content="summary" />'];
  return [
    `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
  ];
}

/** Adds `className` to the `<html>` start tag of the template (merging with a class it has). */
export function withRootClass(template: string, className: string): string {
  return template.replace(/<html\b([^>]*)>/i, (tag, attrs: string) => {
    const existing = /\sclass="([^"]*)"/.exec(attrs);
    if (existing) return tag.replace(existing[0], ` class="${`${existing[1]} ${className}`.trim()}"`);
    return `<html${attrs} class="${className}">`;
  });
}

/** Where a route's HTML is written under the web root, following the trailing-slash setting. */
export function htmlFileOf(routePath: string, trailingSlash: boolean | undefined): string {
  if (routePath.endsWith('/')) return routePath + 'index.html';
  return trailingSlash === false ? routePath + '.html' : routePath + '/index.html';
}
