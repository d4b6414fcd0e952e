import { Worker } from 'node:worker_threads';

const NATIVE_PACKAGES = new URL('./load-packages-natively.ts', import.meta.url);

/**
 * Starts a worker thread running a TypeScript module. Node 20 workers do not inherit tsx's
 * loader hooks from the main thread, so the worker registers tsx itself before importing, and
 * then the hook that keeps tsx off installed packages (load-packages-natively.ts).
 */
export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(NATIVE_PACKAGES.href)}); }).then(() => import(${JSON.stringify(moduleUrl.href)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
}
