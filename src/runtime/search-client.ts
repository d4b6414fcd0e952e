/**
 * Main-thread side of local search: one worker per version (started on first intent) that
 * loads the version's index and answers queries. Where workers are unavailable (or in the
 * hash-router build) the engine runs on the main thread instead. Never in first-load JS: imported by lazy chunks only.
 */
import type { DocSearchHit } from '@docsearch/react';
import type { DocSearchQueryOptions, PageResult, SearchEngine, SearchRequest, SearchResponses } from '../shared/search-engine.ts';
import type { WorkerRequest, WorkerResponse } from './search-worker.ts';
import config from '../../site.config.ts';
import { clientAlgolia, searchIndexUrl } from './search-config.ts';

interface Backend {
  send(request: SearchRequest): Promise<unknown>;
}

class InlineBackend implements Backend {
  private engine: Promise<{ engine: SearchEngine; answer: typeof import('../shared/search-engine.ts').answer }> | undefined;
  constructor(private readonly indexUrl: string) {
    void this.load().catch(() => {}); // reported per request
  }
  /** A failed load is forgotten, so the next request (a retry once the network is back) loads again. */
  private load() {
    this.engine ??= import('./load-search-engine.ts')
      .then(async (m) => ({ engine: await m.loadSearchEngine(this.indexUrl), answer: m.answer }))
      .catch((error: unknown) => {
        this.engine = undefined;
        throw error;
      });
    return this.engine;
  }
  send(request: SearchRequest): Promise<unknown> {
    return this.load().then(({ engine, answer }) => answer(engine, request));
  }
}

class WorkerBackend implements Backend {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { request: SearchRequest; resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private fallback: InlineBackend | undefined;

  constructor(private readonly indexUrl: string) {
    this.worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'docs-search' });
    this.worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const data = event.data;
      const entry = this.pending.get(data.id);
      if (!entry) return;
      this.pending.delete(data.id);
      if (data.ok) entry.resolve(data.result);
      else entry.reject(new Error(data.error));
    });
    // The worker script could not start (blocked, failed to load): answer on the main thread.
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.useFallback();
    });
    this.post({ kind: 'init', indexUrl });
  }

  private post(message: WorkerRequest): void {
    this.worker.postMessage(message);
  }

  private useFallback(): InlineBackend {
    if (!this.fallback) {
      this.fallback = new InlineBackend(this.indexUrl);
      this.worker.terminate();
      const waiting = [...this.pending.values()];
      this.pending.clear();
      for (const entry of waiting) this.fallback.send(entry.request).then(entry.resolve, entry.reject);
    }
    return this.fallback;
  }

  send(request: SearchRequest): Promise<unknown> {
    if (this.fallback) return this.fallback.send(request);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { request, resolve, reject });
      this.post({ kind: 'request', id, request });
    });
  }
}

const backends = new Map<string, Backend>();

function backend(version: string): Backend {
  let b = backends.get(version);
  if (!b) {
    const url = searchIndexUrl(version);
    try {
      // The hash-router build may run from file://, where workers cannot start: search inline.
      b = config.router !== 'hash' && typeof Worker === 'function' ? new WorkerBackend(url) : new InlineBackend(url);
    } catch {
      b = new InlineBackend(url);
    }
    backends.set(version, b);
  }
  return b;
}

/** Starts loading a version's index (on first intent). Resolves with its record count (0 with Algolia). */
export function preloadSearch(version: string): Promise<number> {
  if (clientAlgolia()) return Promise.resolve(0);
  return (backend(version).send({ type: 'ready' }) as Promise<SearchResponses['ready']>).then((r) => r.records);
}

/** DocSearch-shaped hits for the modal. */
export function searchHits(version: string, query: string, options?: DocSearchQueryOptions): Promise<DocSearchHit[]> {
  return backend(version).send({ type: 'docsearch', query, options }) as Promise<DocSearchHit[]>;
}

/** Results grouped by page, for the search page. */
export function searchPages(
  version: string,
  query: string,
  options?: { limit?: number; sectionsPerPage?: number; snippetWords?: number },
): Promise<{ total: number; pages: PageResult[] }> {
  return backend(version).send({ type: 'pages', query, options }) as Promise<SearchResponses['pages']>;
}
