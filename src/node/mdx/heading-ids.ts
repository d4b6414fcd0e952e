/**
 * Heading ids: GitHub's slugs (as rehype-slug gives them) except that an id the layout uses
 * (src/shared/layout-ids.ts) is never handed out: the heading gets the next free slug, as a
 * second heading of the same text would (`root` → `root-1`). Everything that predicts a
 * heading's id (reference links, the content checker) slugs through HeadingSlugger too.
 */
import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { RESERVED_IDS } from '../../shared/layout-ids.ts';

export class HeadingSlugger {
  private readonly slugger = new GithubSlugger();

  slug(text: string): string {
    let id = this.slugger.slug(text);
    while (RESERVED_IDS.has(id)) id = this.slugger.slug(text);
    return id;
  }
}

/** rehype-slug with the layout's ids kept out of content. */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const slugger = new HeadingSlugger();
    visit(tree, 'element', (node) => {
      if (headingRank(node) && !node.properties.id) node.properties.id = slugger.slug(toString(node));
    });
  };
}
