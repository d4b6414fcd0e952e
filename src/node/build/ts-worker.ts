import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread running a TypeScript module. Node 20 workers do not inherit tsx's
 * loader hooks from the main thread, so the worker registers tsx itself before importing.
 */
export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}
