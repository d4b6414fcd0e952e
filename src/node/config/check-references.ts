/**
 * Checks, once the content is scanned, that every reference the site config makes resolves:
 * navbar doc items (their doc id in each version they show in, their pinned version), internal
 * navbar, dropdown and footer links, every sidebar entry, each version's main doc and the search page in every version. The schema
 * cannot: it does not know the pages. Without this a bad doc id builds silently and puts a
 * broken link on every page. Each error names the key path and, where the file has it, the line.
 */
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Manifest } from '../content/scan.ts';
import { whereInConfig } from './config-lines.ts';

type KeyPath = Array<string | number>;

export function configReferenceErrors(config: SiteConfig, manifest: Manifest, configFile: string): string[] {
  const errors: string[] = [];
  const report = (keyPath: KeyPath, message: string) => errors.push(`${whereInConfig(configFile, keyPath)}: \`${keyPath.join('.')}\`: ${message}`);
  const docIds = new Map(manifest.versions.map((v) => [v.name, new Set(v.routes.map((r) => r.docId))]));
  const paths = new Set(manifest.versions.flatMap((v) => v.routes.map((r) => r.path)));
  const versionNames = [...docIds.keys()];

  const checkDoc = (keyPath: KeyPath, docId: string, versions: string[]) => {
    const lacking = versions.filter((v) => !docIds.get(v)?.has(docId));
    if (lacking.length > 0) report(keyPath, `no page with doc id "${docId}" in ${lacking.join(', ')}`);
  };
  const checkHref = (keyPath: KeyPath, href: string) => {
    if (!href.startsWith(config.baseUrl)) return;
    const target = href.split(/[?#]/)[0].replace(/\/$/, '') || '/';
    if (!paths.has(target) && !paths.has(`${target}/`)) report(keyPath, `links to ${href}, but no page has that path`);
  };

  config.versions.local.forEach((v, i) => checkDoc(['versions', 'local', i, 'mainDocId'], v.mainDocId, [v.name]));
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'doc') {
      if (item.version !== undefined && !versionNames.includes(item.version)) {
        report(['navbar', 'items', i, 'version'], `"${item.version}" is not a local version (${versionNames.join(', ')})`);
        return;
      }
      // Unpinned, the item points into whichever version is being read: every version needs the page.
      checkDoc(['navbar', 'items', i, 'docId'], item.docId, item.version ? [item.version] : versionNames);
    } else if (item.type === 'link') {
      checkHref(['navbar', 'items', i, 'href'], item.href);
    } else if (item.type === 'dropdown') {
      item.items.forEach((link, j) => checkHref(['navbar', 'items', i, 'items', j, 'href'], link.href));
    }
  });
  config.footer?.links.forEach((entry, i) => {
    if ('href' in entry) checkHref(['footer', 'links', i, 'href'], entry.href);
    else entry.items.forEach((link, j) => checkHref(['footer', 'links', i, 'items', j, 'href'], link.href));
  });
  for (const version of manifest.versions) {
    for (const { docId, keyPath } of version.missingSidebarDocs ?? []) {
      const file = version.sidebarsFile ?? `${version.name} sidebars`;
      errors.push(`${whereInConfig(file, keyPath)}: \`${keyPath.join('.')}\`: no page with doc id "${docId}" in ${version.name}`);
    }
  }
  // The search button opens `<version path><searchPagePath>` in every version.
  checkDoc(['search', 'searchPagePath'], config.search.searchPagePath, versionNames);
  return errors;
}
