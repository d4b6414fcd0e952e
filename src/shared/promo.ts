/** What a page embeds of its promo (computed at build time, rendered by src/theme/Promo.tsx). */
export interface PromoView {
  /** `ad_id` of the entry. */
  id: string;
  /** `ad_copy` paragraphs, as text. */
  copy: string[];
  url: string;
  target: '_self' | '_blank';
  image: {
    /** Path under the docs web root of the 280×200 image (2× source). */
    src2x: string;
    /** Path under the docs web root of the 140×100 image (1× source). */
    src1x: string;
    /** CSS size: the 1× dimensions. */
    width: number;
    height: number;
    alt: string;
  };
}

/** Promo images are 280×200, with a 140×100 source at 1×. */
export const PROMO_IMAGE_2X = { width: 280, height: 200 } as const;
export const PROMO_IMAGE_1X = { width: 140, height: 100 } as const;

/** The 1× source of a promo image lives beside it: `x.svg` → `x.1x.svg`. */
export function oneXSourceOf(url: string): string {
  return url.replace(/(\.[a-z0-9]+)$/i, '.1x$1');
}
