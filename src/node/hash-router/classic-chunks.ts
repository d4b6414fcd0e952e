import path from 'node:path';
import type { Plugin } from 'vite';
import { defineCall } from './classic-loader.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Hash-router build: turns every CommonJS chunk of the client build into a classic script that
 * registers with the loader (classic-loader.ts), so the site runs from file:// where ES module
 * scripts are refused. Static imports are loaded before a chunk runs; dynamic imports stay lazy:
 * Rolldown writes them as `Promise.resolve().then(() => require("./x.js"))`, and `require.load`
 * fetches the chunk first. Each chunk also names the stylesheets Vite split off with it, which
 * the ES build would have loaded through its preload helper.
 */
export function classicChunks(): Plugin {
  return {
    name: 'docs:classic-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const dir = path.posix.dirname(chunk.fileName);
        let code = chunk.code;
        for (const file of chunk.dynamicImports) {
          if (chunk.imports.includes(file)) continue;
          const relative = path.posix.relative(dir, file);
          const spec = relative.startsWith('.') ? relative : `./${relative}`;
          code = code.replace(
            new RegExp(`\\brequire\\((["'\`])${escapeRegExp(spec)}\\1\\)`, 'g'),
            (_whole, quote: string) => `require.load(${quote}${spec}${quote})`,
          );
        }
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        chunk.code = defineCall(chunk.fileName, chunk.imports, css, code);
      }
    },
  };
}
