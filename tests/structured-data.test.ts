import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import config from '../site.config.ts';
import type { Manifest, RouteEntry } from '../src/node/content/scan.ts';
import { renderDocument } from '../src/node/build/html-document.ts';
import { jsonLdScript } from '../src/node/social/json-ld.ts';
import { planSocial, sectionCard } from '../src/node/social/page-social.ts';

/**
 * The schema.org types the pages use, as Google's structured-data guidelines read them: the
 * required properties with their types, and nothing else (`strict`), so a typo fails too.
 */
const url = z.string().url().startsWith(config.url);
const listItem = z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: url }).strict();
const breadcrumbList = z
  .object({ '@type': z.literal('BreadcrumbList'), itemListElement: z.array(listItem).min(2) })
  .strict()
  .refine((list) => list.itemListElement.every((item, i) => item.position === i + 1), 'positions count 1, 2, 3…');
const techArticle = z
  .object({
    '@type': z.literal('TechArticle'),
    headline: z.string().min(1).max(110),
    description: z.string().min(1),
    url,
    mainEntityOfPage: url,
    inLanguage: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/),
    version: z.string().min(1),
    dateModified: z.string().datetime({ offset: true }).optional(),
    image: url.optional(),
    publisher: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }).strict(),
  })
  .strict();
const graph = z.object({ '@context': z.literal('https://schema.org'), '@graph': z.array(z.union([breadcrumbList, techArticle])).min(1) }).strict();

function parseJsonLd(script: string | undefined) {
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script ?? '')?.[1];
  if (!json) throw new Error(`not a JSON-LD script: ${script}`);
  return graph.parse(JSON.parse(json));
}

const route = (path: string, docId: string, sidebar: RouteEntry['sidebar'], title: string): RouteEntry => ({
  path,
  docId,
  version: 'v8',
  source: `/repo/content/v8/${docId}.mdx`,
  sidebar,
  title,
  description: `About ${title}.`,
  frontmatter: { title, description: `About ${title}.` },
});

const routes = [
  route('/docs/', 'index', 'docs', 'Introduction'),
  route('/docs/theming/basics', 'theming/basics', 'docs', 'Theming Basics'),
  route('/docs/theming/colors', 'theming/colors', 'docs', 'Colors'),
  route('/docs/components', 'components', 'api', 'UI Components'),
  route('/docs/api/button', 'api/button', 'api', 'ion-button'),
  route('/docs/search', 'search', null, 'Search'),
];
const manifest: Manifest = {
  warnings: [],
  versions: [
    {
      name: 'v8',
      label: 'v8',
      path: '/docs/',
      isLast: true,
      mainDocId: 'index',
      draftIds: [],
      routes,
      sidebars: {
        docs: [
          { type: 'link', label: 'Introduction', href: '/docs/' },
          {
            type: 'category',
            label: 'Theming',
            href: '/docs/theming/basics',
            collapsed: true,
            items: [{ type: 'link', label: 'Colors', href: '/docs/theming/colors' }],
          },
        ],
        api: [{ type: 'category', label: 'Buttons', collapsed: true, items: [{ type: 'link', label: 'ion-button', href: '/docs/api/button' }] }],
        cli: [],
        native: [],
      },
    },
  ],
};
const dates = new Map([['/repo/content/v8/theming/colors.mdx', '2026-03-04T05:06:07+00:00']]);
const plan = planSocial(config, manifest, { dates, cards: true });

describe('JSON-LD of doc pages (BreadcrumbList, TechArticle)', () => {
  it('is valid for the schema.org types used, on every doc page', () => {
    for (const r of routes.filter((r) => r.docId !== 'search')) expect(() => parseJsonLd(plan.byPath.get(r.path)?.jsonLd), r.path).not.toThrow();
    // The search page is a tool, not an article.
    expect(plan.byPath.get('/docs/search')?.jsonLd).toBeUndefined();
  });

  it('walks the breadcrumbs from the section page through the sidebar categories that have a page', () => {
    const nodes = parseJsonLd(plan.byPath.get('/docs/theming/colors')?.jsonLd)['@graph'];
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs && 'itemListElement' in crumbs ? crumbs.itemListElement.map((i) => [i.name, i.item]) : null).toEqual([
      ['Guide', 'https://ionicframework.com/docs/'],
      ['Theming', 'https://ionicframework.com/docs/theming/basics'],
      ['Colors', 'https://ionicframework.com/docs/theming/colors'],
    ]);
    // A category without a page of its own (Buttons) is left out, the section page is not.
    const button = parseJsonLd(plan.byPath.get('/docs/api/button')?.jsonLd)['@graph'].find((n) => n['@type'] === 'BreadcrumbList');
    expect(button && 'itemListElement' in button ? button.itemListElement.map((i) => i.name) : null).toEqual(['Components', 'ion-button']);
  });

  it('dates the article by the last commit of its file, and leaves the date out when git has none', () => {
    const article = (path: string) => parseJsonLd(plan.byPath.get(path)?.jsonLd)['@graph'].find((n) => n['@type'] === 'TechArticle');
    expect(article('/docs/theming/colors')).toMatchObject({
      dateModified: '2026-03-04T05:06:07+00:00',
      headline: 'Colors',
      image: 'https://ionicframework.com/docs/og/guide/theming.png',
    });
    expect(article('/docs/api/button')).not.toHaveProperty('dateModified');
  });

  it('the schema trips on a broken node (so the checks above can fail)', () => {
    const ok = JSON.parse(/>(.*)</s.exec(plan.byPath.get('/docs/theming/colors')?.jsonLd ?? '')?.[1] ?? '{}') as { '@graph': Array<Record<string, unknown>> };
    const broken = structuredClone(ok);
    delete broken['@graph'][1].headline;
    expect(() => graph.parse(broken)).toThrow();
    const badDate = structuredClone(ok);
    badDate['@graph'][1].dateModified = 'March 2026';
    expect(() => graph.parse(badDate)).toThrow();
    const badCrumbs = structuredClone(ok);
    (badCrumbs['@graph'][0].itemListElement as Array<{ position: number }>)[0].position = 2;
    expect(() => graph.parse(badCrumbs)).toThrow();
  });

  it('cannot be closed early by text in a title', () => {
    const script = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)</s.exec(script)?.[1] ?? '')['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('social tags in the page head', () => {
  const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
  it('carry the card with its absolute URL, size and text alternative, and the large Twitter card', () => {
    const doc = renderDocument(template, config, {
      path: '/docs/api/button',
      title: 'ion-button',
      description: 'Buttons.',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '',
      assets: null,
      social: plan.byPath.get('/docs/api/button'),
    });
    expect(doc).toContain('<meta property="og:site_name" content="Ionic Framework" />');
    expect(doc).toContain('<meta property="og:title" content="ion-button" />');
    expect(doc).toContain('<meta property="og:type" content="article" />');
    expect(doc).toContain('<meta property="og:url" content="https://ionicframework.com/docs/api/button" />');
    expect(doc).toContain('<meta property="og:image" content="https://ionicframework.com/docs/og/components/buttons.png" />');
    expect(doc).toContain('<meta property="og:image:width" content="1200" />');
    expect(doc).toContain('<meta property="og:image:height" content="630" />');
    expect(doc).toContain('<meta property="og:image:alt" content="Components › Buttons: Ionic Framework v8 documentation" />');
    expect(doc).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(doc).toContain('<script type="application/ld+json">');
  });
  it('fall back to a small Twitter card without an image (the 404 page, the hash-router build)', () => {
    const doc = renderDocument(template, config, {
      path: '/docs/404',
      title: 'Not found',
      description: 'd',
      notFound: true,
      pageType: 'mdx-page',
      html: '',
      assets: null,
    });
    expect(doc).toContain('<meta name="twitter:card" content="summary" />');
    expect(doc).not.toContain('og:image');
    expect(planSocial(config, manifest, { dates, cards: false }).byPath.get('/docs/api/button')?.image).toBeUndefined();
  });
  it('draw one card per section, named after it, with the version folder', () => {
    expect(plan.cards.map((c) => [c.file, c.card.title, c.card.section ?? null])).toEqual([
      ['og/guide.png', 'Guide', null],
      ['og/guide/theming.png', 'Theming', 'Guide'],
      ['og/components.png', 'Components', null],
      ['og/components/buttons.png', 'Buttons', 'Components'],
      ['og/site.png', 'Ionic Framework', null],
    ]);
    expect(sectionCard('Ionic Framework', { label: 'v7', folder: 'v7/' }, 'Guide', 'Theming & Colors').file).toBe('og/v7/guide/theming-colors.png');
  });
});
