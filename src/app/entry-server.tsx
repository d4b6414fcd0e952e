import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pages } from 'virtual:docs/ssr-pages';
import { assertPageModule, type PageModule } from '../shared/page-module.ts';
import { CurrentPageContext } from '../runtime/current-page.tsx';
import { withRenderedLazyComponents } from '../runtime/rendered-lazy-components.ts';
import { Layout } from '../theme/Layout.tsx';
import { preloadLazyMdxComponents } from '../theme/mdx/mdx-components.tsx';
import { assertRenderComplete } from './render-complete.ts';

export interface RenderResult {
  html: string;
  page: PageModule | null;
  /** The lazily loaded components the page rendered, by source file (rendered-lazy-components.ts). */
  lazyComponents: string[];
}

let lazyComponentsLoaded: Promise<unknown> | undefined;

/** Renders one route to HTML (the not-found page when `path` has no page). */
export async function render(path: string): Promise<RenderResult> {
  await (lazyComponentsLoaded ??= preloadLazyMdxComponents());
  const loader = (pages as Record<string, () => Promise<unknown>>)[path];
  const page = loader ? assertPageModule(await loader(), path) : null;
  // With the lazy components preloaded, nothing suspends, so renderToString gives the page's
  // whole HTML, the same whatever else the worker rendered first (byte-identical to
  // react-dom/static's prerender, which also waits for suspended boundaries but encodes the page
  // into a stream only for us to decode it: 0.4–1.5 s more per build). Should a component ever
  // suspend, renderToString would quietly write its fallback: assertRenderComplete fails the page.
  // (It writes every boundary inline, at any size: nothing that only a script would reveal.)
  const { result: html, lazyComponents } = withRenderedLazyComponents(() =>
    renderToString(
      <StrictMode>
        <StaticRouter location={path}>
          <CurrentPageContext.Provider value={page ? { kind: 'page', module: page } : { kind: 'not-found' }}>
            <Layout />
          </CurrentPageContext.Provider>
        </StaticRouter>
      </StrictMode>,
    ),
  );
  return { html: assertRenderComplete(html, path), page, lazyComponents };
}

export const routePaths = Object.keys(pages);
