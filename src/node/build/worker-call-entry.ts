/** The worker side of callInWorker (worker-call.ts): imports the module, calls the export, posts the outcome. */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerCallResult } from './worker-call.ts';

const { module, exportName, args } = workerData as { module: string; exportName: string; args: unknown[] };
let result: WorkerCallResult;
try {
  const fn = ((await import(module)) as Record<string, unknown>)[exportName];
  if (typeof fn !== 'function') throw new Error(`${module} has no exported function ${exportName}`);
  result = { value: await (fn as (...a: unknown[]) => unknown)(...args) };
} catch (error) {
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  result = { error: { message, stack } };
}
parentPort?.postMessage(result);
