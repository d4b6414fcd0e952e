/**
 * Every element id the layout itself uses, in one place. Content headings never get one of
 * these ids (src/node/mdx/heading-ids.ts skips them), so `#root` on a page whose API has a
 * `root` property scrolls to that heading, not to the app's container. `index.html` carries
 * `appRoot` as a literal; a unit test keeps it in step.
 */
export const LAYOUT_IDS = {
  /** The element the app renders and hydrates into (index.html, src/entry-client.tsx). */
  appRoot: 'root',
  /** The skip link's target: the page's <main>. */
  mainContent: 'main-content',
  mobileSidebar: 'mobile-sidebar',
  /** The element around a page's MDX content (src/theme/mdx/ContentBody.tsx). */
  pageContent: '__docs_content',
  /** The JSON blocks the prerender writes for the client. */
  bootData: '__docs_boot',
  siteMetadata: '__docs_site_metadata',
} as const;

export const RESERVED_IDS: ReadonlySet<string> = new Set(Object.values(LAYOUT_IDS));
