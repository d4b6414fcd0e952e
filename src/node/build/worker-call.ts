import { startTsWorker } from './ts-worker.ts';

/** What the worker posts back: the function's result, or its error's message and stack. */
export type WorkerCallResult = { value: unknown } | { error: { message: string; stack?: string } };

/**
 * Calls `exportName(...args)` of the module at `moduleUrl` on a worker thread of its own. For a
 * build step that only reads the finished pages (the search index, the link check): on the
 * worker it runs beside the main thread's steps and uses the second core, which those steps
 * leave idle. Arguments and result must be structured-cloneable (plain data). The worker's
 * error is rethrown here with its own message, so a failure still names its file and line.
 */
export function callInWorker<T>(moduleUrl: URL, exportName: string, args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startTsWorker(new URL('./worker-call-entry.ts', import.meta.url), { module: moduleUrl.href, exportName, args });
    worker.once('message', (result: WorkerCallResult) => {
      void worker.terminate();
      if ('value' in result) resolve(result.value as T);
      else reject(Object.assign(new Error(result.error.message), { stack: result.error.stack }));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker for ${exportName} stopped (exit code ${code}) before it answered`)));
  });
}
