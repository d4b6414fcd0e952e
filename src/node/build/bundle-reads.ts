import type { Plugin } from 'vite';
import { uncoveredFile } from './site-inputs.ts';

/**
 * A Vite plugin that records the files a bundling read that siteInputsHash does not cover: its
 * module graph outside the hashed folders and node_modules. Kept with a cached bundle and hashed
 * again by the next build (output-cache.ts), they complete its key: a new import of a file from
 * elsewhere changes a file already covered, so the last bundling's graph is enough.
 */
export function bundleReads(root: string): { plugin: Plugin; files(): string[] } {
  const read = new Set<string>();
  return {
    plugin: {
      name: 'docs:bundle-reads',
      buildEnd() {
        for (const id of this.getModuleIds()) {
          const file = uncoveredFile(root, id);
          if (file) read.add(file);
        }
      },
    },
    files: () => [...read].sort(),
  };
}
