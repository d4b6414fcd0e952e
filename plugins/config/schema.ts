import { whereInConfig } from './config-lines.ts';
import { z } from 'zod';

/** Schema of `site.config.ts` (spec §3 "Site configuration"); validated when a build or dev server starts. */
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
  .object({ src: z.string(), srcDark: z.string().optional(), alt: z.string(), width: z.number().int().positive(), height: z.number().int().positive(), href: z.string().optional() })
  .strict();

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().min(1),
    url: z.url(),
    baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"'),
    trailingSlash: z.boolean().optional(),
    /** Spec §8: on the home page, a banner when the site is served from another base URL. */
    baseUrlIssueBanner: z.boolean(),
    router: z.enum(['history', 'hash']),
    /**
     * Offline reading: a service worker (Workbox) that keeps the site's shell, the current
     * version's route map and search index, and every page and chunk once visited. Registered
     * after the page has loaded; never in the hash-router build (no workers on file://).
     */
    offline: z.boolean().default(true),
    editUrl: z.url(),
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
    versions: z
      .object({
        current: z.string().min(1),
        local: z
          .array(
            z.object({ name: z.string().regex(/^v\d+$/), label: z.string(), path: z.string().regex(/^\/docs\/(v\d+\/)?$/), dir: z.string(), mainDocId: z.string() }).strict(),
          )
          .min(1),
        archived: z.array(z.object({ label: z.string(), href: z.url() }).strict()),
      })
      .strict()
      .refine((v) => v.local.some((l) => l.name === v.current), { message: 'current must name one of versions.local', path: ['current'] }),
    navbar: z.object({ logo: z.object({ alt: z.string(), width: z.literal(139), height: z.literal(28) }).strict(), hideOnScroll: z.boolean(), items: z.array(navItem) }).strict(),
    announcementBar: z
      .object({ id: z.string().min(1), content: z.string().min(1), href: z.string().optional(), backgroundColor: z.string(), textColor: z.string(), isCloseable: z.boolean() })
      .strict()
      .optional(),
    footer: z
      .object({
        style: z.enum(['dark', 'light']),
        links: z.union([z.array(z.object({ title: z.string(), items: z.array(navLink) }).strict()), z.array(navLink)]),
        logo: footerLogo.optional(),
        copyright: z.string(),
      })
      .strict()
      .optional(),
    colorMode: z.object({ defaultMode: z.enum(['light', 'dark']), disableSwitch: z.boolean(), respectPrefersColorScheme: z.boolean() }).strict(),
    tableOfContents: z
      .object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
      .strict()
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, { message: 'minHeadingLevel must not exceed maxHeadingLevel', path: ['minHeadingLevel'] }),
    /** The promo slot under the table of contents of doc pages (spec §3, §9); `enabled: false` turns it off. */
    promos: z.object({ enabled: z.boolean(), file: z.string().regex(/\.json$/, 'must be a .json file') }).strict().optional(),
    search: z
      .object({
        algolia: z.object({ appId: z.string().min(1), apiKey: z.string().min(1), indexName: z.string().min(1), contextualSearch: z.boolean() }).strict().optional(),
        searchPagePath: z.string(),
      })
      .strict(),
  })
  .strict();

export type SiteConfig = z.input<typeof siteConfigSchema>;

/**
 * Validates the site config; an invalid config stops with a message naming the bad key and,
 * given the config's file, its line there.
 */
export function validateSiteConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return raw as SiteConfig;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `  - ${whereInConfig(file, issue.path.filter((k): k is string | number => typeof k !== 'symbol'))}: \`${key}\`: ${issue.message}`;
  });
  throw new Error(`Invalid site config ${file}:\n${lines.join('\n')}`);
}
