import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PROMO_IMAGE_1X, PROMO_IMAGE_2X, oneXSourceOf } from '../../shared/promo.ts';

/**
 * A promo ("advertisement") entry: id, type `docs_ad`, tags, publication dates,
 * language, and data with ad_id, ad_weight, ad_copy (paragraph text), ad_url (link_type, url,
 * target) and ad_image (dimensions, url, alt). The field names follow the content service the
 * original site read them from; here they live in `data/promos.json`.
 */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/, 'must be an ISO 8601 date-time with a time zone, e.g. 2026-01-01T00:00:00+0000')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'is not a valid date');

export const promoEntrySchema = z
  .object({
    id: z.string().min(1),
    type: z.literal('docs_ad'),
    tags: z.array(z.string().min(1)),
    first_publication_date: isoDate,
    last_publication_date: isoDate,
    lang: z.string().regex(/^[a-z]{2,3}(-[a-z0-9]+)*$/i, 'must be a language tag such as "en"'),
    data: z
      .object({
        ad_id: z.string().min(1),
        /** A null weight means an equal share. */
        ad_weight: z.number().positive().nullable(),
        ad_copy: z.array(z.object({ type: z.literal('paragraph'), text: z.string().min(1) }).strict()).min(1),
        ad_url: z
          .object({
            link_type: z.literal('Web'),
            url: z.string().regex(/^\/[^/]/, 'must be a path on this site (no request leaves the site)'),
            target: z.enum(['_self', '_blank']),
          })
          .strict(),
        ad_image: z
          .object({
            dimensions: z.object({ width: z.literal(PROMO_IMAGE_2X.width), height: z.literal(PROMO_IMAGE_2X.height) }).strict(),
            url: z.string().regex(/^[a-z0-9][a-z0-9/_.-]*\.(svg|png)$/i, 'must be a file path under public/ (e.g. img/promos/x.svg)'),
            alt: z.string().min(1),
          })
          .strict(),
      })
      .strict(),
  })
  .strict()
  .refine((e) => Date.parse(e.first_publication_date) <= Date.parse(e.last_publication_date), {
    message: 'first_publication_date must not be after last_publication_date',
    path: ['last_publication_date'],
  });

export const promoFileSchema = z.array(promoEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    for (const [key, value] of [
      ['id', e.id],
      ['data.ad_id', e.data.ad_id],
    ] as const) {
      const k = `${key}:${value}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `duplicate ${key} "${value}"`, path: [i, ...key.split('.')] });
      seen.add(k);
    }
  });
});

export type PromoEntry = z.infer<typeof promoEntrySchema>;

/** A promo file error: names the file and the key path (`[1].data.ad_url.url`). */
export class PromoError extends Error {
  constructor(file: string, issues: { path: PropertyKey[]; message: string }[]) {
    super(`Invalid ${file}:\n${issues.map((i) => `  - ${file}: \`${keyPath(i.path)}\`: ${i.message}`).join('\n')}`);
    this.name = 'PromoError';
  }
}

function keyPath(p: PropertyKey[]): string {
  if (p.length === 0) return '(root)';
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`)).join('');
}

/** Validates parsed promo data; throws PromoError naming `file` and each bad key path. */
export function validatePromos(raw: unknown, file: string): PromoEntry[] {
  const result = promoFileSchema.safeParse(raw);
  if (!result.success) throw new PromoError(file, result.error.issues);
  return result.data;
}

/** Width and height of an SVG (its width/height attributes) or PNG (IHDR). */
export function imageSize(bytes: Buffer, file: string): { width: number; height: number } | null {
  if (file.endsWith('.png')) {
    if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  const svg = /<svg\b[^>]*>/i.exec(bytes.toString('utf8'))?.[0];
  const w = svg && /\bwidth="(\d+)"/.exec(svg)?.[1];
  const h = svg && /\bheight="(\d+)"/.exec(svg)?.[1];
  return w && h ? { width: Number(w), height: Number(h) } : null;
}

/**
 * Reads and validates `file` (relative to `root`), and checks that each image and its 1×
 * source exist under `publicDir` with the sizes the promo slot draws them at (PROMO_IMAGE_1X, PROMO_IMAGE_2X).
 */
export async function loadPromos(root: string, file: string, publicDir = path.join(root, 'public')): Promise<PromoEntry[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(root, file), 'utf8'));
  } catch (error) {
    throw new PromoError(file, [{ path: [], message: (error as Error).message }]);
  }
  const entries = validatePromos(raw, file);
  const issues: { path: PropertyKey[]; message: string }[] = [];
  for (const [i, entry] of entries.entries()) {
    const url = entry.data.ad_image.url;
    for (const [image, want] of [
      [url, PROMO_IMAGE_2X],
      [oneXSourceOf(url), PROMO_IMAGE_1X],
    ] as const) {
      const bytes = await readFile(path.join(publicDir, image)).catch(() => null);
      const size = bytes && imageSize(bytes, image);
      if (!bytes) issues.push({ path: [i, 'data', 'ad_image', 'url'], message: `public/${image} does not exist` });
      else if (!size || size.width !== want.width || size.height !== want.height)
        issues.push({
          path: [i, 'data', 'ad_image', 'url'],
          message: `public/${image} must be ${want.width}×${want.height}${size ? `, is ${size.width}×${size.height}` : ''}`,
        });
    }
  }
  if (issues.length) throw new PromoError(file, issues);
  return entries;
}
