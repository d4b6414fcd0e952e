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

let engine: Promise<SearchEngine> | undefined;

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.kind === 'init') {
    engine ??= loadSearchEngine(message.indexUrl).then((e) => {
      // One warm-up query per task, so real queries arriving meanwhile are not held up.
      WARM_UP_QUERIES.forEach((q, i) => setTimeout(() => warmUp(e, q), i));
      return e;
    });
    engine.catch(() => {}); // reported per request
    return;
  }
  const { id, request } = message;
  if (!engine) {
    scope.postMessage({ id, ok: false, error: 'Search worker used before init' });
    return;
  }
  engine
    .then((e) => scope.postMessage({ id, ok: true, result: answer(e, request) }))
    .catch((error: Error) => scope.postMessage({ id, ok: false, error: error.message }));
});
