/**
 * Page-type identifiers: one class name per kind of page, set on the document root
 * (`<html class="…">`) so site CSS and tests can target a page type. This site renders two of
 * them: doc pages carry DOCS_DOC_PAGE; the search page and the not-found page carry MDX_PAGE.
 * The blog and docs-tag identifiers exist for completeness (the site has no blog or tag pages).
 */
export const PAGE_TYPES = {
  blogListPage: 'blog-list-page',
  blogPostPage: 'blog-post-page',
  blogTagsListPage: 'blog-tags-list-page',
  blogTagPostListPage: 'blog-tags-post-list-page',
  blogAuthorsListPage: 'blog-authors-list-page',
  blogAuthorsPostsPage: 'blog-authors-posts-page',
  docsDocPage: 'docs-doc-page',
  docsTagsListPage: 'docs-tags-list-page',
  docsTagDocListPage: 'docs-tags-doc-list-page',
  mdxPage: 'mdx-page',
} as const;

export type PageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];

export const ALL_PAGE_TYPES: readonly PageType[] = Object.values(PAGE_TYPES);

/** The page type of a routed page: the search page is a markdown page, every other page a doc page. */
export function pageTypeOfDoc(docId: string, searchPagePath: string): PageType {
  return docId === searchPagePath ? PAGE_TYPES.mdxPage : PAGE_TYPES.docsDocPage;
}

/** Puts `type` on the document root, removing any other page-type class (client navigation). */
export function applyPageType(root: Element, type: PageType): void {
  for (const t of ALL_PAGE_TYPES) if (t !== type) root.classList.remove(t);
  root.classList.add(type);
}
