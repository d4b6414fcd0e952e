/**
 * A module loader hook (registered by load-packages-natively.ts, after tsx's) that hands the ES
 * modules of installed packages to Node as they are, so tsx never sees them.
 *
 * tsx rewrites every file that calls `import()`, packages included, to add a CommonJS interop
 * step, and gives each rewritten file a fine-grained source map. For a large bundle that is
 * costly: Vite's 1.4 MB main chunk alone grows the process by ~165 MB (RSS after importing Vite:
 * 72 MB in plain Node, 238 MB under tsx). Packages are plain JavaScript that run unchanged in
 * Node, so they need nothing from tsx; our own TypeScript still goes through it. CommonJS
 * packages are left to the next hook: their `require` chain is Node's own either way.
 */
import { readFile } from 'node:fs/promises';
import type { LoadHook } from 'node:module';

export const load: LoadHook = async (url, context, nextLoad) => {
  // `format` comes from Node's resolver, which reads the package's `type` and the extension.
  if (context.format === 'module' && url.startsWith('file:') && url.includes('/node_modules/')) {
    return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  }
  return nextLoad(url, context);
};
