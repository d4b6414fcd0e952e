import { writeFile } from 'node:fs/promises';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Manifest } from '../content/scan.ts';
import { normalizePath } from '../../shared/normalize-path.ts';
import { encodePath } from '../../shared/url-path.ts';

/** sitemap.xml of every route (the current version ranks above older ones). */
export async function writeSitemap(file: string, config: SiteConfig, manifest: Manifest): Promise<void> {
  const origin = config.url.replace(/\/$/, '');
  const urls = manifest.versions.flatMap((v) =>
    v.routes.map(
      (r) => `  <url><loc>${origin}${encodePath(normalizePath(r.path, config.trailingSlash))}</loc><priority>${v.isLast ? '0.8' : '0.3'}</priority></url>`,
    ),
  );
  await writeFile(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
}
