import { pageTitle } from '../shared/page-title.ts';
import { useEffect } from 'react';
import config from '../../site.config.ts';
import { useCurrentPage } from '../runtime/current-page.tsx';
import { mdxComponents } from './mdx/mdx-components.tsx';

/** Renders the matched page's MDX content with the site's MDX components. */
export function PageContent() {
  const page = useCurrentPage();
  const title = page?.route.title;
  // Here rather than in the layout: when the page crashes, the crash screen's title stands.
  useEffect(() => {
    if (title) document.title = pageTitle(title, config.title);
  }, [title]);
  if (!page) return null;
  const Content = page.default;
  return <Content components={mdxComponents} />;
}
