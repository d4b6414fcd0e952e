import { pageTitle } from '../shared/page-title.ts';
import { Suspense, useEffect } from 'react';
import config from '../../site.config.ts';
import { useCurrentPage } from '../runtime/current-page.tsx';
import { ReleaseOnCommit, useHydrationHold } from '../runtime/hydration.ts';
import { mdxComponents } from './mdx/mdx-components.tsx';

/**
 * Renders the matched page's MDX content with the site's MDX components, in a Suspense boundary:
 * on the first page the content's chunk arrives after the shell has hydrated, and the boundary
 * keeps the server HTML meanwhile. The site counts as hydrated only once the content has.
 */
export function PageContent() {
  const page = useCurrentPage();
  const title = page?.route.title;
  const release = useHydrationHold();
  // Here rather than in the layout: when the page crashes, the crash screen's title stands.
  useEffect(() => {
    if (title) document.title = pageTitle(title, config.title);
  }, [title]);
  if (!page) return null;
  const Content = page.default;
  return (
    <Suspense fallback={null}>
      <Content components={mdxComponents} />
      <ReleaseOnCommit release={release} />
    </Suspense>
  );
}
