/**
 * Broken internal links and anchors in a finished build, as warnings (spec: broken links and
 * anchors are warnings in a build; `npm run lint:routes` and `npm test` treat them as errors).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkLinks } from './link-check.ts';

export async function linkWarnings(siteDir: string): Promise<string[]> {
  // Demo documents included: pages link to them ("Open in new tab"), as `npm run lint:routes` sees.
  const files = ((await readdir(siteDir, { recursive: true })) as string[]).filter((f) => f.endsWith('.html'));
  const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(path.join(siteDir, file), 'utf8') })));
  return checkLinks(pages).broken;
}
