import { z } from 'zod';

/**
 * Schema of `site.config.ts`, one comment per field. A build, the dev server and every Node step
 * read the validated result (src/node/config/load-config.ts); the browser bundle gets the same.
 */
const href = z.string().min(1);
const navLink = z.object({ label: z.string().min(1), href, external: z.boolean().optional() }).strict();
const navItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1), version: z.string().optional() }).strict(),
  z.object({ type: z.literal('link'), label: z.string().min(1), href }).strict(),
  z.object({ type: z.literal('dropdown'), label: z.string().min(1), items: z.array(navLink).min(1) }).strict(),
  z.object({ type: z.literal('versions') }).strict(),
  z.object({ type: z.literal('locales') }).strict(),
  z.object({ type: z.literal('search') }).strict(),
  z.object({ type: z.literal('icon'), label: z.string().min(1), href, icon: z.enum(['github', 'x', 'discord', 'youtube']) }).strict(),
]);

const footerLogo = z
  .object({
    src: z.string(),
    srcDark: z.string().optional(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    href: z.string().optional(),
  })
  .strict();

export const siteConfigSchema = z
  .object({
    /** The site's name: the navbar, the end of every page title (`Buttons | <title>`), feeds and metadata. */
    title: z.string().min(1),
    /** One sentence about the site: the home page description and the hash-router index's meta description. */
    tagline: z.string().min(1),
    /** The origin the site is published at: canonical links and the sitemap. */
    url: z.url(),
    /** The path everything is served under (`/docs/`); asset URLs, routes and the server layout start here. */
    baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"'),
    /** true: links and canonical URLs end in `/`; false: they do not; unset: left as written. */
    trailingSlash: z.boolean().optional(),
    /** On the home page, show a banner when the site is served from a path other than `baseUrl`. */
    baseUrlIssueBanner: z.boolean(),
    /** `history`: clean URLs, one HTML file per route. `hash`: one index.html that runs from any folder, file:// included. */
    router: z.enum(['history', 'hash']),
    /**
     * "Edit this page": the URL under which this project's own repository serves its files for
     * editing, ending in "/"; a page's link is this plus its source path (`content/v8/….mdx`).
     * Unset: no edit link on any page. It must point where the `content/…` paths exist.
     */
    editUrl: z
      .url()
      .refine((u) => u.endsWith('/'), 'must end with "/"')
      .optional(),
    /**
     * Offline reading: a service worker (Workbox) that keeps the site's shell, the current
     * version's route map and search index, and every page and chunk once visited. Registered
     * after the page has loaded; never in the hash-router build (no workers on file://).
     */
    offline: z.boolean().default(true),
    /** Locales: the site has one (English); `translateHref` adds a "Translate" entry to the locale menu. */
    i18n: z
      .object({
        defaultLocale: z.string().min(2),
        locales: z.array(z.string().min(2)).min(1),
        localeConfigs: z.record(
          z.string(),
          z.object({ label: z.string(), direction: z.enum(['ltr', 'rtl']), htmlLang: z.string(), calendar: z.string(), path: z.string() }).strict(),
        ),
        translateHref: z.string().optional(),
      })
      .strict()
      .refine((i18n) => i18n.locales.includes(i18n.defaultLocale), { message: 'defaultLocale must be one of locales', path: ['defaultLocale'] }),
    /** The documentation versions. */
    versions: z
      .object({
        /** The name of the version served at `baseUrl` and searched by default (one of `local`). */
        current: z.string().min(1),
        /**
         * Versions built from this repository, newest first: `name` (`v8`, the content folder's and
         * the route inventory's name), `label` (the version menu), `path` (route prefix), `dir`
         * (content folder), `mainDocId` (where the version menu lands when a page is missing).
         */
        local: z
          .array(
            z
              .object({
                name: z.string().regex(/^v\d+$/),
                label: z.string(),
                path: z.string().regex(/^\/docs\/(v\d+\/)?$/),
                dir: z.string(),
                mainDocId: z.string(),
              })
              .strict(),
          )
          .min(1),
        /** Older versions published elsewhere: links in the version menu. */
        archived: z.array(z.object({ label: z.string(), href: z.url() }).strict()),
      })
      .strict()
      .refine((v) => v.local.some((l) => l.name === v.current), { message: 'current must name one of versions.local', path: ['current'] }),
    /** The top bar: the logo's alt text and size, whether it hides while scrolling down, and its items in order. */
    navbar: z
      .object({
        logo: z.object({ alt: z.string(), width: z.literal(139), height: z.literal(28) }).strict(),
        hideOnScroll: z.boolean(),
        items: z.array(navItem),
      })
      .strict(),
    /** A bar above the navbar; `id` identifies it for "closed" memory when `isCloseable`. Unset: no bar. */
    announcementBar: z
      .object({
        id: z.string().min(1),
        content: z.string().min(1),
        href: z.string().optional(),
        backgroundColor: z.string(),
        textColor: z.string(),
        isCloseable: z.boolean(),
      })
      .strict()
      .optional(),
    /** The footer: colour style, link columns (or a flat list), an optional logo and the copyright line. Unset: no footer. */
    footer: z
      .object({
        style: z.enum(['dark', 'light']),
        links: z.union([z.array(z.object({ title: z.string(), items: z.array(navLink) }).strict()), z.array(navLink)]),
        logo: footerLogo.optional(),
        copyright: z.string(),
      })
      .strict()
      .optional(),
    /** Light/dark: the mode before the reader chooses, whether the toggle is shown, whether the system preference is followed. */
    colorMode: z.object({ defaultMode: z.enum(['light', 'dark']), disableSwitch: z.boolean(), respectPrefersColorScheme: z.boolean() }).strict(),
    /** Heading levels the page's table of contents lists. */
    tableOfContents: z
      .object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
      .strict()
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, { message: 'minHeadingLevel must not exceed maxHeadingLevel', path: ['minHeadingLevel'] }),
    /** The promo slot under the table of contents of doc pages, from the JSON file `file`; `enabled: false` turns it off. Unset: no slot. */
    promos: z
      .object({ enabled: z.boolean(), file: z.string().regex(/\.json$/, 'must be a .json file') })
      .strict()
      .optional(),
    /** Search: the local index by default. */
    search: z
      .object({
        /** Algolia DocSearch instead of the local index (DOCS_ALGOLIA_* environment variables do the same). */
        algolia: z
          .object({ appId: z.string().min(1), apiKey: z.string().min(1), indexName: z.string().min(1), contextualSearch: z.boolean() })
          .strict()
          .optional(),
        /** The doc id of the full search results page in every version (`search` → `/docs/search`). */
        searchPagePath: z.string(),
      })
      .strict(),
  })
  .strict();

export type SiteConfig = z.input<typeof siteConfigSchema>;
