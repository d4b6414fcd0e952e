/**
 * Imported for its effect, after tsx is registered: installs package-load-hook.ts, which keeps
 * tsx's rewriting (and its memory cost) off installed packages. The scripts that build import it
 * first and the build itself after it, with `await import()` (static imports would all be loaded
 * before it runs), so it is in place before Vite is loaded; every TypeScript worker loads it after
 * registering tsx (ts-worker.ts).
 */
import { register } from 'node:module';

register(new URL('./package-load-hook.ts', import.meta.url));
