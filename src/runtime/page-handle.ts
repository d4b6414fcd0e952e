import type { PageModule } from '../shared/page-module.ts';

/** What a page route carries in its `handle`: the loaded page module the layout and page read. */
export interface PageHandle {
  page: PageModule;
}
