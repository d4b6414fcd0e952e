/**
 * What a page's social card says, its size and its cache key. The drawing is og-card.ts, kept
 * apart because satori and resvg take a third of a second to load and a warm build draws nothing.
 */
import { createHash } from 'node:crypto';

/** Pixels, as the page's og:image tags announce them. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the drawing in og-card.ts (or the brand colour) changes, so cached cards are redrawn. */
export const CARD_TEMPLATE_VERSION = 1;

export interface CardText {
  title: string;
  /** The sidebar section (`Components`, `Guide`…), absent for pages outside every sidebar. */
  section?: string;
  /** Version label (`v8`). */
  version: string;
  /** The site name (`Ionic Framework`). */
  site: string;
}

/** Content hash of a card: the same text and template give the same file name in the cache. */
export function cardKey(card: CardText): string {
  const text = JSON.stringify([CARD_TEMPLATE_VERSION, card.site, card.section ?? '', card.version, card.title]);
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
