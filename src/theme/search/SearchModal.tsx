/**
 * The DocSearch modal (lazy chunk, loaded on first intent). With the local engine, DocSearch's
 * search client is replaced through `transformSearchClient`: queries go to the version's index
 * worker and come back as DocSearch-shaped hits; nothing leaves the site. With Algolia
 * configured, the same modal queries Algolia with a `version:<name>` facet filter.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchTransformClient, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import '@docsearch/css';
import config from '../../../site.config.ts';
import './search-modal.css';
import { searchHits } from '../../runtime/search-client.ts';
import { clientAlgolia, searchPageOf, type AlgoliaSettings } from '../../runtime/search-config.ts';
import { openHit, sitePathOf } from '../../runtime/search-navigation.ts';
import { currentSitePath, documentHref } from '../../runtime/document-location.ts';
import { isPlainClick } from '../../runtime/plain-click.ts';
import { SearchUnavailable } from './SearchUnavailable.tsx';

export interface SearchModalProps {
  version: string;
  initialQuery: string;
  onClose: () => void;
}

type SearchFn = DocSearchTransformClient['search'];
type SearchArgs = Parameters<SearchFn>[0];
interface HitRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

/**
 * A search client answering DocSearch's multi-query call from the local index. A failed index
 * load is reported through `onOutcome` and answered with no hits: thrown, DocSearch would show
 * "No results" and leave the rejection uncaught.
 */
function localSearchClient(client: DocSearchTransformClient, version: string, onOutcome: (failure: string | undefined) => void): DocSearchTransformClient {
  const search = async (args: SearchArgs) => {
    const requests = (Array.isArray(args) ? args : args.requests) as HitRequest[];
    const results = await Promise.all(
      requests.map(async (r) => {
        const query = r.query ?? '';
        const hits = await searchHits(version, query, {
          hitsPerPage: r.hitsPerPage ?? 20,
          highlightPreTag: r.highlightPreTag,
          highlightPostTag: r.highlightPostTag,
          snippetEllipsisText: r.snippetEllipsisText,
        }).then(
          (found) => {
            onOutcome(undefined);
            return found;
          },
          (error: unknown) => {
            onOutcome(error instanceof Error ? error.message : String(error));
            return [];
          },
        );
        return {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: r.hitsPerPage ?? 20,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
          query,
          params: '',
          index: r.indexName ?? `docs-${version}`,
        };
      }),
    );
    return { results };
  };
  // DocSearch reads only hits/nbHits/index of each result; the full Algolia response type is not needed.
  return { ...client, search: search as unknown as SearchFn };
}

function displayUrl(url: string): string {
  const path = sitePathOf(url);
  return path === null ? url : documentHref(path);
}

export default function SearchModal({ version, initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const algolia: AlgoliaSettings | undefined = useMemo(() => clientAlgolia(), []);

  // Close first (DocSearch restores the scroll position as it unmounts), then navigate and scroll.
  const go = useCallback(
    (url: string) => {
      onClose();
      requestAnimationFrame(() => void openHit(navigate, url));
    },
    [navigate, onClose],
  );

  // Why the index could not load, while it cannot; Retry remounts the modal with the same query.
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState({ key: 0, query: initialQuery });
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) => (algolia ? client : localSearchClient(client, version, setFailure)),
    [algolia, version],
  );
  const retry = useCallback(() => {
    const query = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
    setFailure(undefined);
    setAttempt((a) => ({ key: a.key + 1, query }));
  }, []);
  // The unavailable state takes the place of DocSearch's result list, inside its dropdown.
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(failure === undefined ? null : document.querySelector('.DocSearch-Dropdown')), [failure]);

  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => go(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void window.open(displayUrl(itemUrl), '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(displayUrl(itemUrl), '_blank', 'noopener'),
    }),
    [go],
  );

  const hitComponent = useCallback(
    ({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) => (
      <a
        href={displayUrl(hit.url)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          go(hit.url);
        }}
      >
        {children}
      </a>
    ),
    [go],
  );

  const searchPage = searchPageOf(currentSitePath());
  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => {
      const href = `${searchPage}?q=${encodeURIComponent(state.query)}`;
      return (
        <a
          className="docs-search-more"
          href={documentHref(href)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            go(href);
          }}
        >
          See all results for “{state.query}”
        </a>
      );
    },
    [go, searchPage],
  );

  const indexName = algolia?.indexName ?? `docs-${version}`;
  return createPortal(
    <div className={`${algolia ? 'docs-search-algolia' : 'docs-search-local'}${failure === undefined ? '' : ' docs-search-unavailable'}`}>
      {dropdown && failure !== undefined && createPortal(<SearchUnavailable reason={failure} onRetry={retry} />, dropdown)}
      <DocSearchModal
        key={attempt.key}
        appId={algolia?.appId ?? 'local'}
        apiKey={algolia?.apiKey ?? 'local'}
        indices={[{ name: indexName, searchParameters: algolia?.contextualSearch ? { facetFilters: [`version:${version}`] } : undefined }]}
        initialScrollY={window.scrollY}
        initialQuery={attempt.query}
        onClose={onClose}
        onAskAiToggle={() => {}}
        placeholder={version === config.versions.current ? 'Search the docs' : `Search the ${version} docs`}
        maxResultsPerGroup={6}
        navigator={navigator}
        hitComponent={hitComponent}
        resultsFooterComponent={resultsFooterComponent}
        transformSearchClient={transformSearchClient}
        // Lists every key the site stores; recent and favourite searches are not among them.
        disableUserPersonalization
      />
    </div>,
    document.body,
  );
}
