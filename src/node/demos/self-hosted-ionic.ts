import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IONIC_DIR } from '../../shared/demos.ts';
import { darkClass, framePalettes } from './palettes.ts';

/**
 * The components the demos run: each site version's `@ionic/core` lazy-loading browser build
 * (the `dist/ionic` ES module loader and its chunks), its CSS, its palettes (palettes.ts), the frame script,
 * and only the ionicons the demos name — copied into `<docs>/_ionic/<release>/`. The folder name
 * is the exact release, so the files can be cached forever and demos never drift from the
 * version being read.
 */

export interface SelfHostedRelease {
  /** `8.8.19` */
  version: string;
  /** `_ionic/8.8.19/`, relative to the docs root. */
  folder: string;
}

function coreDir(root: string, site: string): string {
  return path.join(root, 'node_modules', `ionic-core-${site}`);
}

export function ionicRelease(root: string, site: string): SelfHostedRelease {
  const version = (JSON.parse(readFileSync(path.join(coreDir(root, site), 'package.json'), 'utf8')) as { version: string }).version;
  return { version, folder: `${IONIC_DIR}/${version}/` };
}

/** Whether ionicons (as shipped inside this @ionic/core build) has an icon of that name. */
export function iconExists(root: string, site: string, name: string): boolean {
  return existsSync(path.join(coreDir(root, site), 'dist/ionic/svg', `${name}.svg`));
}

/** The classic script every demo document loads first: light/dark from the URL, then from the page's messages. */
function frameScript(darkClass: string): string {
  return `// Demo frames: the light/dark palette follows the docs page (URL at start, messages after).
(function () {
  var root = document.documentElement;
  function apply(dark) {
    root.classList.toggle(${JSON.stringify(darkClass)}, dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }
  apply(new URLSearchParams(location.search).get('theme') === 'dark');
  addEventListener('message', function (event) {
    if (event.origin !== location.origin || !event.data || event.data.type !== 'docs-demo-theme') return;
    apply(Boolean(event.data.dark));
  });
})();
`;
}

async function copyTree(from: string, to: string, skip: (rel: string) => boolean): Promise<number> {
  let bytes = 0;
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) bytes += await copyTree(source, target, skip);
    else {
      await copyFile(source, target);
      bytes += (await stat(target)).size;
    }
  }
  return bytes;
}

/** Writes one version's release folder under `docsDir`; returns the bytes written. */
export async function writeSelfHostedIonic(root: string, site: string, docsDir: string, icons: Iterable<string>): Promise<number> {
  const release = ionicRelease(root, site);
  const dest = path.join(docsDir, release.folder);
  const core = coreDir(root, site);
  // Source maps and the full icon set are not needed to run the demos.
  let bytes = await copyTree(path.join(core, 'dist/ionic'), path.join(dest, 'ionic'), (name) => name === 'svg' || name.endsWith('.map'));
  await mkdir(path.join(dest, 'ionic/svg'), { recursive: true });
  for (const icon of icons) {
    const target = path.join(dest, 'ionic/svg', `${icon}.svg`);
    await copyFile(path.join(core, 'dist/ionic/svg', `${icon}.svg`), target);
    bytes += (await stat(target)).size;
  }
  await mkdir(path.join(dest, 'css'), { recursive: true });
  const bundle = (await readFile(path.join(core, 'css/ionic.bundle.css'), 'utf8')).replace(/\/\*# sourceMappingURL=.*\*\//, '');
  const extra: Array<[string, string]> = [
    ['css/ionic.bundle.css', bundle],
    ['css/palettes.css', framePalettes(root, site)],
    ['demo-frame.js', frameScript(darkClass(root, site))],
  ];
  for (const [rel, text] of extra) {
    await writeFile(path.join(dest, rel), text);
    bytes += Buffer.byteLength(text);
  }
  return bytes;
}
