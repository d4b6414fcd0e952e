/**
 * Search worker: loads one version's index off the main thread (fetch, JSON parse and index
 * expansion take tens of milliseconds) and answers queries, so typing never waits on parsing.
 */
import { loadSearchEngine } from './load-search-engine.ts';
import { answer, warmUp, WARM_UP_QUERIES, type SearchEngine, type SearchRequest } from '../shared/search-engine.ts';

export type WorkerRequest = { kind: 'init'; indexUrl: string } | { kind: 'request'; id: number; request: SearchRequest };
export type WorkerResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

// The DOM lib types `self` as a Window; this is a dedicated worker scope.
const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

let indexUrl: string | undefined;
let engine: Promise<SearchEngine> | undefined;

/** The engine, loading the index if it is not loaded; a failed load is forgotten so the next request tries again. */
function load(url: string): Promise<SearchEngine> {
  engine ??= loadSearchEngine(url).then(
    (e) => {
      // One warm-up query per task, so real queries arriving meanwhile are not held up.
      WARM_UP_QUERIES.forEach((q, i) => setTimeout(() => warmUp(e, q), i));
      return e;
    },
    (error: unknown) => {
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.kind === 'init') {
    indexUrl = message.indexUrl;
    load(indexUrl).catch(() => {}); // reported per request
    return;
  }
  const { id, request } = message;
  if (!indexUrl) {
    scope.postMessage({ id, ok: false, error: 'Search worker used before init' });
    return;
  }
  load(indexUrl)
    .then((e) => scope.postMessage({ id, ok: true, result: answer(e, request) }))
    .catch((error: Error) => scope.postMessage({ id, ok: false, error: error.message }));
});
