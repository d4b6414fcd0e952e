import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pages } from 'virtual:docs/ssr-pages';
import { createRoutes } from './runtime/routes.tsx';
import { assertPageModule, type PageModule } from './runtime/page-module.ts';

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
export async function render(path: string): Promise<RenderResult> {
  const loader = (pages as Record<string, () => Promise<unknown>>)[path];
  const page = loader ? assertPageModule(await loader(), path) : null;
  const routes = createRoutes(page ? { path, module: page } : { path, notFound: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // react-dom/static waits for every Suspense boundary, so lazy components are in the HTML.
  // Inline, whatever their size: past progressiveChunkSize React moves a boundary into a hidden
  // <div> that only its inline script reveals, so readers without JavaScript would not see it.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamToString(prelude), page };
}

export const routePaths = Object.keys(pages);
