/** `npm start`: builds when dist/ is missing or older than the sources, then serves it on 127.0.0.1. */
import { buildIfStale } from '../src/node/build/build-if-stale.ts';
import { serve } from './serve.ts';

const root = process.cwd();
await buildIfStale(root);
await serve(root, Number(process.env.PORT ?? 4173));
