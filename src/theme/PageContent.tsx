import { useMatches } from 'react-router';
import type { PageHandle } from '../runtime/routes.tsx';
import { mdxComponents } from './mdx/mdx-components.tsx';

/** Renders the matched page's MDX content with the site's MDX components. */
export function PageContent() {
  const matches = useMatches();
  const page = (matches[matches.length - 1]?.handle as PageHandle | undefined)?.page;
  if (!page) return null;
  const Content = page.default;
  return <Content components={mdxComponents} />;
}
