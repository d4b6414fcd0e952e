/**
 * Cutting a version (`npm run version:cut -- <name>`, what `docusaurus docs:version` does): the
 * current version, served at the base URL, is frozen where it is — its content folder, sidebars
 * and reference package pins stay its own, its routes move to `<baseUrl><name>/` and the links
 * of its pages follow them. A copy of it becomes the new current version at the base URL, in a
 * content folder of its own: the one to edit from now on. The site config, the route
 * inventories, package.json and data/redirects.json are updated to match.
 *
 * Everything is worked out and checked before anything is written — the edited config is
 * loaded and validated, and must differ from the old one only in `versions` — and then written
 * all together (file-transaction.ts), so a refused or failed cut leaves the tree as it was.
 */
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { loadSiteConfigFile } from '../config/load-config.ts';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { editVersionsBlock } from './config-versions.ts';
import { applyFileChanges, type FileChanges } from './file-transaction.ts';
import { rewriteMdxLinks, rewriteSidebarLinks, type LinkMove } from './frozen-links.ts';
import { dropRedirectsUnder } from './frozen-redirects.ts';
import { copyVersionPins } from './package-pins.ts';
import { frozenInventory, inventoryRoutes, nextInventory } from './route-inventory.ts';
import { versionMentions } from './version-mentions.ts';

export interface CutOptions {
  /** The new version's name (`v9`): its content folder, route inventory and alias suffix. */
  name: string;
  /** Its label in the version menu (default: the name). */
  label?: string;
}

export interface CutReport {
  /** The version frozen, and its new route prefix. */
  frozen: { name: string; path: string; dir: string };
  /** The new current version. */
  current: { name: string; path: string; dir: string };
  /** Files written (changed or new), relative to the root. */
  written: string[];
  /** Links of the frozen version's pages now under its prefix. */
  links: number;
  /** Links under the base URL that name no route of the frozen version (assets, broken links), left as written. */
  keptLinks: string[];
  /** npm aliases added for the new version: `[alias, spec]`. */
  pins: Array<[string, string]>;
  /** Old-address redirects removed because their folder now holds the frozen version. */
  removedRedirects: string[];
  /** Code naming the frozen version in a string literal, for a person to review (version-mentions.ts). */
  mentions: string[];
}

type LocalVersion = SiteConfig['versions']['local'][number];

const VERSION_NAME = /^v(\d+)$/;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const posix = (file: string) => file.split(path.sep).join('/');

/** Cuts version `options.name` in the project at `root`; throws, having changed nothing, when it cannot. */
export async function cutVersion(root: string, options: CutOptions): Promise<CutReport> {
  const configFile = path.join(root, 'site.config.ts');
  const config = await loadSiteConfigFile(configFile);
  const { baseUrl, versions } = config;
  const name = options.name;
  const label = options.label ?? name;
  const refuse = (message: string): never => {
    throw new Error(`Cannot cut ${name || 'a version'}: ${message}. Nothing was changed.`);
  };

  // What the new version may be called, and where it would go.
  const number = VERSION_NAME.exec(name)?.[1];
  if (number === undefined) refuse(`a version name is "v" and a number (v9), as versions.local names are`);
  if (label.trim() === '') refuse('the label is empty');
  // The schema makes sure `current` names one of `local`.
  const old = versions.local.find((v) => v.name === versions.current) as LocalVersion;
  if (versions.local.some((v) => v.name === name)) refuse(`${name} exists already (site.config.ts, versions.local)`);
  if (versions.archived.some((v) => v.label === name)) refuse(`${name} is an archived version (site.config.ts, versions.archived)`);
  if (Number(number) <= Number(VERSION_NAME.exec(old.name)?.[1] ?? Infinity)) refuse(`it must be newer than the current version ${old.name}`);
  if (old.path !== baseUrl) refuse(`the current version ${old.name} is served at ${old.path}, not at the base URL ${baseUrl}`);
  const frozenPath = `${baseUrl}${old.name}/`;
  const taken = versions.local.find((v) => v.path === frozenPath);
  if (taken) refuse(`${frozenPath}, where ${old.name} would move, is ${taken.name}'s path`);
  const newDir = path.posix.join(path.posix.dirname(old.dir), name);
  const routesFile = (v: string) => `data/routes/${v}.txt`;
  for (const file of [newDir, routesFile(name)]) if (await exists(path.join(root, file))) refuse(`${file} exists already`);

  const writes: FileChanges['writes'] = [];
  const write = (file: string, text: string) => writes.push({ file: path.join(root, file), text });

  // site.config.ts: edited on its syntax tree, then loaded and compared with what was meant.
  const configSource = await readFile(configFile, 'utf8');
  const configText = editVersionsBlock(configSource, 'site.config.ts', { baseUrl, current: old.name, frozenPath, next: { name, label, dir: newDir } });
  const at = versions.local.indexOf(old);
  const expected: SiteConfig = {
    ...config,
    versions: {
      ...versions,
      current: name,
      local: [...versions.local.slice(0, at), { ...old, name, label, dir: newDir }, { ...old, path: frozenPath }, ...versions.local.slice(at + 1)],
    },
  };
  if (!isDeepStrictEqual(await loadEdited(configFile, configText), expected)) {
    throw new Error(`The edited site.config.ts does not read back as the cut meant it (versions of ${name} and ${old.name}). Nothing was changed.`);
  }
  write('site.config.ts', configText);

  // Route inventories: the new version starts with the current routes; the frozen ones move.
  const inventory = await readFile(path.join(root, routesFile(old.name)), 'utf8');
  write(routesFile(name), nextInventory(inventory, old.name, name));
  write(routesFile(old.name), frozenInventory(inventory, routesFile(old.name), baseUrl, frozenPath));

  // The frozen version's own links.
  const move: LinkMove = {
    baseUrl,
    frozenPath,
    routes: inventoryRoutes(inventory),
    otherPrefixes: versions.local.filter((v) => v !== old).map((v) => v.path),
  };
  let links = 0;
  const keptLinks: string[] = [];
  const contentFiles = ((await readdir(path.join(root, old.dir), { recursive: true })) as string[]).map(posix).sort();
  for (const rel of contentFiles) {
    const file = path.posix.join(old.dir, rel);
    const rewrite = rel.endsWith('.mdx') ? rewriteMdxLinks : rel === 'sidebars.ts' ? rewriteSidebarLinks : null;
    if (!rewrite) continue;
    const source = await readFile(path.join(root, file), 'utf8');
    const result = rewrite(source, file, move);
    links += result.rewritten;
    keptLinks.push(...result.kept);
    if (result.text !== source) write(file, result.text);
  }

  // Reference package pins, and redirects that would hide the frozen folder.
  let pins: Array<[string, string]> = [];
  const packageFile = path.join(root, 'package.json');
  if (await exists(packageFile)) {
    const result = copyVersionPins(await readFile(packageFile, 'utf8'), 'package.json', old.name, name);
    pins = result.added;
    if (pins.length > 0) write('package.json', result.text);
  }
  let removedRedirects: string[] = [];
  const redirectsFile = 'data/redirects.json';
  if (await exists(path.join(root, redirectsFile))) {
    const source = await readFile(path.join(root, redirectsFile), 'utf8');
    const result = dropRedirectsUnder(source, redirectsFile, frozenPath);
    removedRedirects = result.removed;
    if (result.text !== source) write(redirectsFile, result.text);
  }

  // Copies are staged before writes, so the new version gets the pages as they were, links unchanged.
  await applyFileChanges({ copies: [{ from: path.join(root, old.dir), to: path.join(root, newDir) }], writes });
  return {
    frozen: { name: old.name, path: frozenPath, dir: old.dir },
    current: { name, path: baseUrl, dir: newDir },
    written: writes.map((w) => posix(path.relative(root, w.file))),
    links,
    keptLinks,
    pins,
    removedRedirects,
    mentions: await versionMentions(root, old.name),
  };
}

/** The config `text` would give, loaded from a scratch file beside the real one (so its imports resolve alike). */
async function loadEdited(configFile: string, text: string): Promise<SiteConfig> {
  const scratch = path.join(path.dirname(configFile), `site.config.version-cut-${process.pid}-${Date.now()}.ts`);
  await writeFile(scratch, text);
  try {
    return await loadSiteConfigFile(scratch);
  } catch (error) {
    throw new Error(`The edited site.config.ts would not load: ${(error as Error).message}\nNothing was changed.`);
  } finally {
    await rm(scratch, { force: true });
  }
}
