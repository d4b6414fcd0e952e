import type { MDXComponents } from 'mdx/types';
import { RefTable } from './RefTable.tsx';
import { RefDefinition } from './RefDefinition.tsx';
import { RefSummary } from './RefSummary.tsx';
import { ComponentFamilies } from './ComponentFamilies.tsx';

/**
 * Components the generated reference Markdown uses, registered for every MDX page. Keep the
 * names in step with src/shared/reference-component-names.ts.
 */
export const referenceMdxComponents: MDXComponents = {
  RefTable,
  RefDefinition,
  RefSummary,
  ComponentFamilies,
};
