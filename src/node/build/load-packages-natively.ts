/**
 * Imported for its effect, after tsx is registered: installs package-load-hook.ts, which keeps
 * tsx's rewriting (and its memory cost) off installed packages. The build's entry points load it
 * with `tsx --import` (package.json) so it is in place before Vite is first imported, and every
 * TypeScript worker loads it after registering tsx (ts-worker.ts).
 */
import { register } from 'node:module';

register(new URL('./package-load-hook.ts', import.meta.url));
