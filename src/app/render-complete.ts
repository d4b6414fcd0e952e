/**
 * What React writes where a Suspense boundary suspended during renderToString: the boundary is
 * marked for client rendering and its fallback goes into the HTML instead of its content.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Fails a prerendered page in which a component suspended: renderToString would quietly have
 * written the component's fallback (a spinner, nothing) where its content belongs.
 */
export function assertRenderComplete(html: string, path: string): string {
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error(
      `${path}: a component suspended while prerendering, so its fallback would stand in for it in the HTML (a lazy component that preloadLazyMdxComponents does not load?)`,
    );
  }
  return html;
}
