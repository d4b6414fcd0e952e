/** `npm start`: builds when dist/ is missing or older than the sources, then serves it on 127.0.0.1. */
// First, and the build imported after it: keeps tsx off the packages Vite and the build load.
import '../src/node/build/load-packages-natively.ts';
import { serve } from './serve.ts';

const { buildIfStale } = await import('../src/node/build/build-if-stale.ts');

const root = process.cwd();
await buildIfStale(root);
await serve(root, Number(process.env.PORT ?? 4173));
