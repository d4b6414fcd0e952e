/**
 * The search results page (`/docs/search?q=…`, `/docs/v7/search?q=…`), rendered by the MDX
 * page `content/<version>/search.mdx`. The prerendered HTML is an empty form (a plain GET form
 * that works without scripts); after hydration the query is read from the URL and results come
 * from the version's index (or Algolia when configured), grouped by page with snippets.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PageResult } from '../../shared/search-engine.ts';
import { clientAlgolia, searchVersionOf } from '../../runtime/search-config.ts';
import { openHit } from '../../runtime/search-navigation.ts';
import { replaceDocumentUrl } from '../../runtime/document-location.ts';
import { isPlainClick } from '../../runtime/plain-click.ts';
import { DocLink } from '../DocLink.tsx';
import buttons from '../styles/buttons.module.css';
import styles from './SearchPage.module.css';
import { RetrySearchButton, searchUnavailableText } from './SearchUnavailable.tsx';

const PAGE_SIZE = 20;

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; total: number; pages: PageResult[] }
  | { status: 'error'; query: string; message: string };

async function runSearch(version: string, query: string, limit: number): Promise<{ total: number; pages: PageResult[] }> {
  const algolia = clientAlgolia();
  if (algolia) return (await import('../../runtime/search-algolia.ts')).algoliaPageResults(algolia, version, query, limit);
  return (await import('../../runtime/search-client.ts')).searchPages(version, query, { limit });
}

function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** Moves focus between the input and result links with the arrow keys. */
function moveFocus(from: HTMLElement, root: HTMLElement | null, delta: 1 | -1, input: HTMLInputElement | null): void {
  const links = root ? [...root.querySelectorAll<HTMLAnchorElement>('a[data-result-link]')] : [];
  const at = links.indexOf(from as HTMLAnchorElement);
  const next = at < 0 ? (delta > 0 ? links[0] : undefined) : links[at + delta];
  if (next) next.focus();
  else if (delta < 0 && at === 0) input?.focus();
}

export default function SearchPage() {
  const { pathname, search } = useLocation();
  const version = searchVersionOf(pathname);
  // Empty until mounted, like the prerendered HTML, so hydration matches; then from the URL.
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [state, setState] = useState<State>({ status: 'idle' });
  // Bumped by Retry after a failed index load: runs the same query again.
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const urlTimer = useRef<number | undefined>(undefined);
  const latest = useRef(0);
  const inputId = useId();
  const navigate = useNavigate();
  // Result links navigate client-side and scroll to the section's heading.
  const follow = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void openHit(navigate, url);
  };

  // Query from the URL: on first load, and when a navigation (Back, "See all results") changes it.
  const mounted = useRef(false);
  useEffect(() => {
    let q = queryOf(search);
    // This page loads lazily, so a reader can type before it hydrates: keep what is in the field.
    if (!mounted.current) {
      mounted.current = true;
      const typed = input.current?.value ?? '';
      if (!q && typed) {
        q = typed;
        writeUrl(typed.trim());
      }
    }
    setQuery(q);
    setLimit(PAGE_SIZE);
    if (!q) input.current?.focus();
    // writeUrl is stable in behaviour (it only schedules a URL update); the URL is the dependency.
  }, [search]);

  useEffect(() => {
    const q = query.trim();
    const ticket = ++latest.current;
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    // Show "Searching…" only if the index takes a moment (first load); results replace it.
    const slow = window.setTimeout(() => {
      if (latest.current === ticket) setState({ status: 'loading', query: q });
    }, 150);
    runSearch(version, q, limit)
      .then(
        (r) => latest.current === ticket && setState({ status: 'done', query: q, total: r.total, pages: r.pages }),
        (error: Error) => latest.current === ticket && setState({ status: 'error', query: q, message: error.message }),
      )
      .finally(() => window.clearTimeout(slow));
  }, [query, version, limit, attempt]);

  // Typing keeps the URL in step (replaceState: no history entry per keystroke, no scroll).
  const writeUrl = useCallback(
    (q: string) => {
      window.clearTimeout(urlTimer.current);
      urlTimer.current = window.setTimeout(() => {
        const url = q ? `${pathname}?q=${encodeURIComponent(q)}` : pathname;
        replaceDocumentUrl(url);
      }, 250);
    },
    [pathname],
  );
  useEffect(() => () => window.clearTimeout(urlTimer.current), []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveFocus(event.currentTarget, list.current, 1, input.current);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
      writeUrl('');
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    moveFocus(event.target as HTMLElement, list.current, event.key === 'ArrowDown' ? 1 : -1, input.current);
  };

  let status = `Type a query to search the ${version} documentation.`;
  if (state.status === 'loading') status = 'Searching…';
  else if (state.status === 'error') status = searchUnavailableText(state.message);
  else if (state.status === 'done')
    status = state.total === 0 ? `No results for “${state.query}”.` : `${state.total} ${state.total === 1 ? 'page' : 'pages'} found for “${state.query}”.`;

  const pages = state.status === 'done' ? state.pages : [];
  return (
    <div className={styles.page}>
      <form
        className={styles.form}
        role="search"
        method="get"
        action={pathname}
        onSubmit={(event) => {
          event.preventDefault();
          window.clearTimeout(urlTimer.current);
          const q = query.trim();
          history.replaceState(history.state, '', q ? `${pathname}?q=${encodeURIComponent(q)}` : pathname);
          moveFocus(input.current as HTMLElement, list.current, 1, input.current);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search the documentation
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          placeholder="Search the docs"
          autoComplete="off"
          spellCheck={false}
          aria-controls={`${inputId}-results`}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(PAGE_SIZE);
            writeUrl(event.target.value.trim());
          }}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {state.status === 'error' && <RetrySearchButton onRetry={() => setAttempt((n) => n + 1)} />}
      <ol ref={list} id={`${inputId}-results`} className={styles.results} onKeyDown={onListKeyDown}>
        {pages.map((page) => (
          <li key={page.url} className={styles.result}>
            <p className={styles.section}>{page.lvl0}</p>
            <h2 className={styles.title}>
              <DocLink to={page.url} data-result-link="" onClick={(e) => follow(e, page.url)} dangerouslySetInnerHTML={{ __html: page.title }} />
            </h2>
            {page.snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: page.snippet }} />}
            {page.sections.length > 0 && (
              <ul className={styles.sections}>
                {page.sections.map((section) => (
                  <li key={section.url}>
                    <DocLink
                      to={section.url}
                      data-result-link=""
                      onClick={(e) => follow(e, section.url)}
                      dangerouslySetInnerHTML={{ __html: section.heading }}
                    />
                    {section.snippet && <p dangerouslySetInnerHTML={{ __html: section.snippet }} />}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {state.status === 'done' && state.total > pages.length && (
        <button type="button" className={`${buttons.secondary} ${styles.more}`} onClick={() => setLimit((l) => l + PAGE_SIZE)}>
          Show more results
        </button>
      )}
    </div>
  );
}
