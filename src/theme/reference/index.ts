import type { MDXComponents } from 'mdx/types';
import { RefTable } from './RefTable.tsx';
import { RefDefinition } from './RefDefinition.tsx';
import { RefSummary } from './RefSummary.tsx';

/**
 * Components the generated reference Markdown uses, registered for every MDX page. Keep the
 * names in step with src/shared/reference-component-names.ts. (`ComponentFamilies`, on one page
 * only, is loaded with that page: mdx-components.tsx registers it.)
 */
export const referenceMdxComponents: MDXComponents = {
  RefTable,
  RefDefinition,
  RefSummary,
};
