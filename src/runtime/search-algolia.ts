/**
 * The search page's results from Algolia DocSearch, when `search.algolia` is configured: one
 * query to the index's search endpoint with the version facet, hits grouped by page the same
 * way as the local engine's. Not used (and never loaded) with the local index.
 */
import type { PageResult, PageResultSection } from '../shared/search-engine.ts';
import type { AlgoliaSettings } from './search-config.ts';
import { escapeHtml } from '../shared/escape-html.ts';
import { sitePathOf } from './search-navigation.ts';

interface AlgoliaHit {
  url: string;
  url_without_anchor?: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined> };
  _snippetResult?: { content?: { value: string } };
}

// Algolia does not escape highlighted values: ask for sentinel tags, escape, then mark.
const PRE = '__docs_mark__';
const POST = '__/docs_mark__';
function marked(value: string | undefined): string {
  return escapeHtml(value ?? '')
    .split(PRE)
    .join('<mark>')
    .split(POST)
    .join('</mark>');
}

export async function algoliaPageResults(
  settings: AlgoliaSettings,
  version: string,
  query: string,
  limit: number,
): Promise<{ total: number; pages: PageResult[] }> {
  const params = new URLSearchParams({
    query,
    hitsPerPage: String(Math.min(1000, limit * 5)),
    highlightPreTag: PRE,
    highlightPostTag: POST,
    attributesToSnippet: 'content:30',
    snippetEllipsisText: '…',
  });
  if (settings.contextualSearch) params.set('facetFilters', JSON.stringify([`version:${version}`]));
  const res = await fetch(`https://${settings.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(settings.indexName)}/query`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': settings.appId, 'X-Algolia-API-Key': settings.apiKey },
    body: JSON.stringify({ params: params.toString() }),
  });
  if (!res.ok) throw new Error(`Algolia answered ${res.status}`);
  const { hits } = (await res.json()) as { hits: AlgoliaHit[] };
  const byPage = new Map<string, PageResult>();
  for (const hit of hits) {
    const pageUrl = sitePathOf(hit.url_without_anchor ?? hit.url.split('#')[0] ?? hit.url) ?? hit.url;
    let page = byPage.get(pageUrl);
    if (!page) {
      page = {
        url: pageUrl,
        lvl0: hit.hierarchy.lvl0 ?? '',
        title: marked(hit._highlightResult?.hierarchy?.lvl1?.value ?? hit.hierarchy.lvl1 ?? ''),
        snippet: '',
        sections: [],
      };
      byPage.set(pageUrl, page);
    }
    const level = hit.hierarchy.lvl3 ? 3 : hit.hierarchy.lvl2 ? 2 : 1;
    const snippet = marked(hit._snippetResult?.content?.value ?? hit.content ?? '');
    if (level === 1) {
      if (!page.snippet) page.snippet = snippet;
    } else if (page.sections.length < 4) {
      const key = level === 3 ? 'lvl3' : 'lvl2';
      const section: PageResultSection = {
        url: sitePathOf(hit.url) ?? hit.url,
        level,
        heading: marked(hit._highlightResult?.hierarchy?.[key]?.value ?? hit.hierarchy[key] ?? ''),
        snippet,
      };
      if (!page.sections.some((s) => s.url === section.url)) page.sections.push(section);
    }
  }
  const pages = [...byPage.values()];
  return { total: pages.length, pages: pages.slice(0, limit) };
}
