import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import path from 'node:path';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Manifest, RouteEntry } from '../content/scan.ts';
import { demoDocumentPath, demoProjectsPath } from '../../shared/demos.ts';
import { DemoError, playgroundsIn, type Demo } from './demo-source.ts';
import { demoVariants } from './demo-variants.ts';
import { demoDocument } from './demo-document.ts';
import { markupUses, propertyIconCandidates, scriptIcons } from './demo-markup.ts';
import { demoProjects, projectVersions } from './stackblitz-projects.ts';
import { iconExists, ionicRelease, writeSelfHostedIonic } from './self-hosted-ionic.ts';
import { paletteHtmlClass } from './palettes.ts';
import { FILES_IN_FLIGHT, writeFiles } from '../build/write-files.ts';

/**
 * Build step: every `<Playground>` of every page becomes a standalone demo document (plus its
 * script and styles as files, and its StackBlitz projects as JSON), and each version that has
 * demos gets its self-hosted component release.
 */

export interface PageDemos {
  route: RouteEntry;
  demos: Demo[];
}

export interface DemoBuildReport {
  demos: number;
  /** Bytes of the self-hosted release per site version (`v8` → bytes). */
  ionicBytes: Record<string, number>;
}

/** The demos of every hand-written page of a version; a malformed demo fails with `file:line`. */
export async function demosOfVersion(routes: RouteEntry[]): Promise<PageDemos[]> {
  const limit = pLimit(FILES_IN_FLIGHT);
  const sources = await Promise.all(routes.map((route) => limit(() => readFile(route.source, 'utf8'))));
  const pages: PageDemos[] = [];
  for (const [i, route] of routes.entries()) {
    const source = sources[i] as string;
    try {
      const demos = playgroundsIn(source);
      if (demos.length) pages.push({ route, demos });
    } catch (error) {
      if (error instanceof DemoError) throw new Error(`${route.source}:${error.line}  ${error.message}`);
      throw error;
    }
  }
  return pages;
}

/**
 * Icons a demo uses. One named in the markup must exist (the build fails at the demo's line);
 * names a script or an icon property seems to use are only candidates (`name: 'email'` may be a
 * form field, a refresher's `pulling-icon` may name a spinner), copied
 * when an icon of that name exists — a missing one shows as a failed request in the demo test.
 */
function demoIcons(root: string, site: string, file: string, demo: Demo): string[] {
  const icons = markupUses(demo.html.code).icons;
  for (const icon of icons) {
    if (!iconExists(root, site, icon))
      throw new Error(
        `${file}:${demo.line}  <Playground title="${demo.title}"> names the icon "${icon}", which ionicons (as shipped with this version) does not have`,
      );
  }
  const candidates = [...propertyIconCandidates(demo.html.code), ...(demo.js ? scriptIcons(demo.js.code) : [])];
  return [...icons, ...candidates.filter((icon) => iconExists(root, site, icon))];
}

/**
 * A demo script imports `@ionic/core` as an app would (`import { createAnimation } from
 * '@ionic/core'`, which the StackBlitz project resolves with its bundler); the standalone
 * document has no bundler, so the file it loads imports the self-hosted build instead.
 */
export function selfHostedImports(js: string, indexModule: string): string {
  return js.replace(/(\bfrom\s*|\bimport\s*\(\s*)(['"])@ionic\/core\2/g, (_m, lead: string, q: string) => `${lead}${q}${indexModule}${q}`);
}

export async function writeDemos(root: string, docsDir: string, config: SiteConfig, manifest: Manifest): Promise<DemoBuildReport> {
  const report: DemoBuildReport = { demos: 0, ionicBytes: {} };
  for (const version of manifest.versions) {
    const pages = await demosOfVersion(version.routes);
    if (pages.length === 0) continue;
    const versionFolder = version.path.slice(config.baseUrl.length);
    const release = ionicRelease(root, version.name);
    const pins = projectVersions(root, version.name);
    const icons = new Set<string>();
    const files: Array<[string, string]> = [];
    for (const { route, demos } of pages) {
      for (const demo of demos) {
        for (const icon of demoIcons(root, version.name, route.source, demo)) icons.add(icon);
        const docPath = demoDocumentPath(versionFolder, route.docId, demo.id);
        const file = path.join(docsDir, docPath);
        // From the document's folder back up to the docs root, then into the release folder.
        const depth = docPath.split('/').length - 1;
        const ionicBase = `${'../'.repeat(depth)}${release.folder}`;
        let htmlClass: string | undefined;
        try {
          htmlClass = paletteHtmlClass(root, version.name, demo.palette);
        } catch (error) {
          throw new Error(`${route.source}:${demo.line}  ${(error as Error).message}`);
        }
        files.push([file, demoDocument(demo, { pageTitle: route.title, ionicVersion: release.version, ionicBase, htmlClass })]);
        if (demo.js) files.push([file.replace(/\.html$/, '.js'), `${selfHostedImports(demo.js.code, `${ionicBase}ionic/index.esm.js`).trimEnd()}\n`]);
        if (demo.css) files.push([file.replace(/\.html$/, '.css'), `${demo.css.code.trimEnd()}\n`]);
        const variants = demoVariants(root, version.name, demo);
        files.push([path.join(docsDir, demoProjectsPath(docPath)), JSON.stringify(demoProjects(demo, variants, pins, route.title))]);
        report.demos++;
      }
    }
    await writeFiles(files);
    report.ionicBytes[version.name] = await writeSelfHostedIonic(root, version.name, docsDir, icons);
  }
  return report;
}
