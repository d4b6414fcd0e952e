/**
 * `npm run lint:routes` (maintainers): every inventory route has a page, no duplicate routes,
 * each page sits in the sidebar the inventory names, and — over the built HTML — every internal
 * link and #anchor resolves. Prints a summary; exits non-zero on errors.
 *   --allow-missing   report inventory routes without a page as a count, not an error
 */
import { readdir } from 'node:fs/promises';
import { loadSiteConfig } from '../../src/node/config/load-config.ts';
import { scanContent } from '../../src/node/content/scan.ts';
import { readInventory } from '../../src/node/content/inventory.ts';
import { referenceGenerators } from '../../src/node/reference/generators.ts';
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { checkPageLinks, readPageLinks } from '../../src/node/build/link-check.ts';

const root = process.cwd();
const allowMissing = process.argv.includes('--allow-missing');
const config = loadSiteConfig();
const manifest = await scanContent(root, config, referenceGenerators(root));
const inventory = await readInventory(root);
const routes = new Map(manifest.versions.flatMap((v) => v.routes.map((r) => [r.path, r] as const)));
const errors: string[] = [];
const warnings = [...manifest.warnings];

// Generated pages (search) are not content files; the search page is added by the search feature.
const missing = inventory.filter((r) => !routes.has(r.path));
if (missing.length > 0) {
  const message = `${missing.length} inventory route(s) have no page: ${missing
    .slice(0, 8)
    .map((r) => r.path)
    .join(', ')}${missing.length > 8 ? ', …' : ''}`;
  (allowMissing ? warnings : errors).push(message);
}
const inventoryPaths = new Map(inventory.map((r) => [r.path, r.sidebar]));
for (const route of routes.values()) {
  const expected = inventoryPaths.get(route.path);
  if (expected === undefined) warnings.push(`${route.path} is not in the route inventory (data/routes)`);
  else if ((route.sidebar ?? '-') !== expected) errors.push(`${route.path} is in sidebar "${route.sidebar ?? '-'}" but the inventory says "${expected}"`);
}
for (const warning of manifest.warnings) if (warning.startsWith('Duplicate route')) errors.push(warning);

const site = outDirs(root).site;
const htmlFiles = ((await readdir(site, { recursive: true }).catch(() => [])) as string[]).filter((f) => f.endsWith('.html'));
if (htmlFiles.length === 0) {
  errors.push('No build found in dist/site: run `npm run build` first so links and anchors can be checked');
} else {
  const pages = await readPageLinks(site);
  const result = checkPageLinks(pages);
  // While content is being written, a link to an inventory route without a page yet is pending, not broken.
  const pending = new Set(missing.map((r) => r.path));
  const isPending = (line: string) => allowMissing && [...line.matchAll(/link to (\S+?)(?:#\S*)? — no such page/g)].some((m) => pending.has(m[1]));
  const pendingLinks = result.broken.filter(isPending);
  errors.push(...result.broken.filter((line) => !isPending(line)));
  if (pendingLinks.length > 0) warnings.push(`${pendingLinks.length} link(s) point to inventory routes that have no page yet`);
  console.log(`Checked ${result.links} internal links and ${result.anchors} anchors in ${pages.length} built pages.`);
}

for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.log(`error: ${e}`);
const found = inventory.length - missing.length;
console.log(`Routes: ${found}/${inventory.length} inventory routes have a page; ${errors.length} error(s), ${warnings.length} warning(s).`);
process.exit(errors.length > 0 ? 1 : 0);
