import { lazy, useEffect, useState, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { importChunk } from '../runtime/build-files.ts';
import { contentWanted } from '../runtime/content-wanted.ts';
import { assertPageModule } from '../shared/page-module.ts';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';
import { PageLoadError } from './PageLoadError.tsx';

type ContentProps = { components?: MDXComponents };

/**
 * The first page's content, loaded after the shell: the shell (navbar, sidebar, table of contents)
 * hydrates without the page chunk, so the chunk is not part of the first load; it is requested
 * once the shell is interactive, at idle or on the reader's first input. Rendered inside
 * PageContent's Suspense boundary, it suspends during hydration and React keeps the server HTML
 * on screen, readable, until the chunk arrives; then the content hydrates in place.
 */
export function firstPageContent(chunk: string): ComponentType<ContentProps> {
  return lazy(() =>
    contentWanted()
      .then(() => importChunk(chunk))
      .then(
        (mod) => ({ default: assertPageModule(mod, chunk).default }),
        (error: unknown) => {
          console.error(`Failed to load the page chunk ${chunk}`, error);
          return { default: keptServerContent(chunk, error) };
        },
      ),
  );
}

/**
 * When the chunk cannot load: the server HTML stays (static, but every word readable) under the
 * load error and its Retry. It hydrates as the very element the server wrote, with the same
 * inner HTML, so React leaves that HTML untouched.
 */
function keptServerContent(chunk: string, error: unknown): ComponentType<ContentProps> {
  const html = document.getElementById(LAYOUT_IDS.pageContent)?.innerHTML ?? '';
  return function KeptServerContent() {
    // The notice is added after hydration: the server HTML has no such element to hydrate.
    const [shown, setShown] = useState(false);
    useEffect(() => setShown(true), []);
    return (
      <>
        {shown && <PageLoadError chunk={chunk} error={error} />}
        <div id={LAYOUT_IDS.pageContent} dangerouslySetInnerHTML={{ __html: html }} />
      </>
    );
  };
}
