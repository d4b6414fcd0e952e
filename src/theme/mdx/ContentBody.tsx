import type { ReactNode } from 'react';
import { LAYOUT_IDS } from '../../shared/layout-ids.ts';

/**
 * The element around a page's MDX content (MDX's `wrapper` component). The first page finds its
 * server-rendered content by it, to keep that HTML if the page's chunk cannot load
 * (src/theme/first-page-content.tsx).
 */
export function ContentBody({ children }: { children?: ReactNode }) {
  return <div id={LAYOUT_IDS.pageContent}>{children}</div>;
}
