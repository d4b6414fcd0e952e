import type { PromoEntry } from './schema.ts';
import { PROMO_IMAGE_1X, oneXSourceOf, type PromoView } from '../../shared/promo.ts';

/** What the selection knows about a page. */
export interface PromoPage {
  /** Route path: with the build seed, it fixes the page's pick for the whole build. */
  path: string;
  /** The page's language (its locale's `htmlLang`). */
  lang: string;
  tags: string[];
}

/** What the selection knows about the build. */
export interface PromoBuild {
  /** The build date: an entry shows only inside its publication window. */
  date: Date;
  /** Same seed, same page → same promo (the prerender and hydration read one embedded pick). */
  seed: string;
}

/** FNV-1a 32-bit hash → a number in [0, 1). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** A page's tags: the first segment of its doc id ("cli", "native", "react"…) and its sidebar. */
export function pageTags(docId: string, sidebar: string | null): string[] {
  const tags = [docId.split('/')[0]];
  if (sidebar && !tags.includes(sidebar)) tags.push(sidebar);
  return tags;
}

/** Entries live on `date`: first_publication_date ≤ date ≤ last_publication_date. */
export function isPublished(entry: PromoEntry, date: Date): boolean {
  const t = date.getTime();
  return Date.parse(entry.first_publication_date) <= t && t <= Date.parse(entry.last_publication_date);
}

/** An entry without a weight gets the equal share of 1. */
export function weightOf(entry: PromoEntry): number {
  return entry.data.ad_weight ?? 1;
}

/**
 * The candidates of a page: published entries in the page's language; of those, the ones
 * sharing a tag with the page when there are any, otherwise all of them. Sorted by id so the
 * order of the file does not change picks.
 */
export function candidatesFor(entries: PromoEntry[], page: PromoPage, date: Date): PromoEntry[] {
  const lang = page.lang.toLowerCase();
  const live = entries.filter((e) => isPublished(e, date) && e.lang.toLowerCase() === lang);
  const tagged = live.filter((e) => e.tags.some((t) => page.tags.includes(t)));
  return (tagged.length > 0 ? tagged : live).slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Weighted pick among candidates, by a stable hash of the build seed and the page path. */
export function selectPromo(entries: PromoEntry[], page: PromoPage, build: PromoBuild): PromoEntry | null {
  const candidates = candidatesFor(entries, page, build.date);
  if (candidates.length === 0) return null;
  const total = candidates.reduce((n, e) => n + weightOf(e), 0);
  let point = unitHash(`${build.seed}\n${page.path}`) * total;
  for (const entry of candidates) {
    point -= weightOf(entry);
    if (point < 0) return entry;
  }
  return candidates[candidates.length - 1];
}

/** The part of an entry a page embeds and renders. */
export function promoView(entry: PromoEntry): PromoView {
  const { ad_id, ad_copy, ad_url, ad_image } = entry.data;
  return {
    id: ad_id,
    copy: ad_copy.map((p) => p.text),
    url: ad_url.url,
    target: ad_url.target,
    image: { src2x: ad_image.url, src1x: oneXSourceOf(ad_image.url), width: PROMO_IMAGE_1X.width, height: PROMO_IMAGE_1X.height, alt: ad_image.alt },
  };
}
