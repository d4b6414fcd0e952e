import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { pages } from 'virtual:docs/ssr-pages';
import { assertPageModule, type PageModule } from '../shared/page-module.ts';
import { CurrentPageContext } from '../runtime/current-page.tsx';
import { Layout } from '../theme/Layout.tsx';
import { preloadLazyMdxComponents } from '../theme/mdx/mdx-components.tsx';

export interface RenderResult {
  html: string;
  page: PageModule | null;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one route to HTML (the not-found page when `path` has no page). */
let lazyComponentsLoaded: Promise<unknown> | undefined;

export async function render(path: string): Promise<RenderResult> {
  await (lazyComponentsLoaded ??= preloadLazyMdxComponents());
  const loader = (pages as Record<string, () => Promise<unknown>>)[path];
  const page = loader ? assertPageModule(await loader(), path) : null;
  // react-dom/static waits for every Suspense boundary; with the lazy components preloaded, none
  // suspends, so each page's HTML is the same whatever else the worker rendered first.
  // And inline whatever their size: past progressiveChunkSize React moves a boundary into a hidden
  // <div> that only its inline script reveals, so readers without JavaScript would not see it.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <CurrentPageContext.Provider value={page ? { kind: 'page', module: page } : { kind: 'not-found' }}>
          <Layout />
        </CurrentPageContext.Provider>
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamToString(prelude), page };
}

export const routePaths = Object.keys(pages);
