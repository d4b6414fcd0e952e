/**
 * Loading the build's own files at run time. The normal build uses ES modules and fetch; the
 * hash-router build (opened even from file://, where both are refused) ships every chunk and
 * data file as a classic script and loads it through `window.__docsLoader`
 * (src/node/hash-router/classic-loader.ts), with URLs relative to its index.html.
 */
import config from '../../site.config.ts';

interface ClassicLoader {
  load(file: string): Promise<unknown>;
}

function classicLoader(): ClassicLoader | undefined {
  return typeof window === 'undefined' ? undefined : (window as Window & { __docsLoader?: ClassicLoader }).__docsLoader;
}

/** The URL of a build file given relative to the web root of the docs (`assets/x.js`). */
export function assetUrl(file: string): string {
  return (config.router === 'hash' ? './' : config.baseUrl) + file;
}

/** Loads a page chunk (or any chunk named by URL at run time) and resolves with its exports. */
export function importChunk(url: string): Promise<unknown> {
  const loader = classicLoader();
  return loader ? loader.load(url) : import(/* @vite-ignore */ url);
}

/**
 * Whether the build's files at these URLs answer now, asked with plain requests. Some browsers
 * (Chromium 150 here, not 156) remember a module that failed to load, and every later import of
 * it, or of a chunk that imports it, fails without asking the network again: a fetch still tells
 * whether the files are back, and a reload starts with a fresh module map.
 */
export async function filesAnswer(urls: string[]): Promise<boolean> {
  if (classicLoader()) return false;
  const answers = await Promise.all(
    urls.map((url) =>
      fetch(url, { credentials: 'same-origin', cache: 'no-cache' }).then(
        (res) => res.ok,
        () => false,
      ),
    ),
  );
  return answers.every(Boolean);
}

/** Loads a JSON data file of the build; the hash-router build has it as `.js` beside the name. */
export async function loadJson<T>(url: string, what: string): Promise<T> {
  const loader = classicLoader();
  if (loader) return (await loader.load(url.replace(/\.json$/, '.js'))) as T;
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${what} ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Loads a text file of the build (a page's Markdown copy); the hash-router build has it as a `.js` data script beside it. */
export async function loadText(url: string, what: string): Promise<string> {
  const loader = classicLoader();
  if (loader) return (await loader.load(`${url}.js`)) as string;
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${what} ${url} answered ${res.status}`);
  return res.text();
}
