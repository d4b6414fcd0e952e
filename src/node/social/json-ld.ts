/**
 * schema.org structured data of a doc page, as JSON-LD: where the page sits (BreadcrumbList)
 * and what it is (TechArticle). Search engines read it from a `<script type="application/ld+json">`
 * block, which browsers never run, so the CSP needs no hash for it.
 */

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface ArticleFacts {
  headline: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** ISO 8601 time of the content file's last commit; absent outside a git checkout. */
  dateModified?: string;
  /** Absolute URL of the page's social card. */
  image?: string;
  /** The docs version the page describes (`v8`). */
  version: string;
  inLanguage: string;
  publisher: string;
}

/** Google shows at most this many characters of a headline and flags longer ones. */
export const HEADLINE_MAX = 110;

export function breadcrumbList(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

export function techArticle(facts: ArticleFacts): Record<string, unknown> {
  const headline = facts.headline.length > HEADLINE_MAX ? `${facts.headline.slice(0, HEADLINE_MAX - 1)}…` : facts.headline;
  return {
    '@type': 'TechArticle',
    headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    inLanguage: facts.inLanguage,
    version: facts.version,
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    ...(facts.image ? { image: facts.image } : {}),
    publisher: { '@type': 'Organization', name: facts.publisher },
  };
}

/** One JSON-LD block holding the page's nodes; `<` is escaped so no text can close the script. */
export function jsonLdScript(nodes: Array<Record<string, unknown>>): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
