import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Native plugin metadata: each `@capacitor/<plugin>` package, installed per site version as an
 * npm alias (`capacitor-camera-v8` → @capacitor/camera 7.x, `capacitor-camera-v7` → 5.x). The
 * API comes from the package's dist/docs.json (written by @capacitor/docgen when the package is
 * built). A package that does not ship that file (@capacitor/app) is read the same way: docgen,
 * at the version its own build uses, run over the typings the package ships.
 */

export interface NativeTag {
  name: string;
  text?: string;
}

export interface NativeParam {
  name: string;
  docs: string;
  type: string;
}

export interface NativeMethod {
  name: string;
  signature: string;
  parameters: NativeParam[];
  returns: string;
  tags: NativeTag[];
  docs: string;
  complexTypes: string[];
  slug: string;
}

export interface NativeProperty {
  name: string;
  tags: NativeTag[];
  docs: string;
  complexTypes: string[];
  type: string;
}

export interface NativeInterface {
  name: string;
  slug: string;
  docs: string;
  tags: NativeTag[];
  methods: NativeMethod[];
  properties: NativeProperty[];
}

export interface NativeTypeAlias {
  name: string;
  slug: string;
  docs: string;
  types: { text: string; complexTypes: string[] }[];
}

export interface NativeEnum {
  name: string;
  slug: string;
  members: { name: string; value?: string; tags: NativeTag[]; docs: string }[];
}

export interface NativeConfig {
  name: string;
  slug: string;
  properties: NativeProperty[];
  docs: string;
}

export interface NativeDocs {
  api: NativeInterface | null;
  interfaces: NativeInterface[];
  enums: NativeEnum[];
  typeAliases: NativeTypeAlias[];
  pluginConfigs: NativeConfig[];
}

export interface NativePlugin {
  /** `camera` (the page slug under native/). */
  id: string;
  /** The npm alias folder, e.g. `capacitor-camera-v8`. */
  alias: string;
  packageName: string;
  packageVersion: string;
  description: string;
  /** The `@capacitor/core` range the package asks for. */
  coreRange: string;
  /** Platforms with native code (package.json `capacitor` field). */
  nativePlatforms: string[];
  /** Platforms with a JavaScript implementation (the `registerPlugin` call in dist/esm/index.js). */
  jsPlatforms: string[];
  /** Where the API data came from. */
  docsSource: 'dist/docs.json' | 'docgen';
  docs: NativeDocs;
}

export interface PackageJson {
  name: string;
  version: string;
  description?: string;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  capacitor?: Record<string, unknown>;
}

const ALIAS = /^capacitor-(.+)-(v\d+)$/;

/** The plugin ids of a version: every `capacitor-<id>-<version>` alias in the project's package.json. */
export function nativePluginIds(root: string, version: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  return names
    .map((n) => ALIAS.exec(n))
    .filter((m): m is RegExpExecArray => m !== null && m[2] === version)
    .map((m) => m[1])
    .sort();
}

/** The API interface docgen starts from (`--api CameraPlugin` in the package's docgen script). */
function apiInterfaceName(pkg: PackageJson, id: string): string {
  const script = Object.values(pkg.scripts ?? {}).find((s) => s.includes('docgen') && s.includes('--api'));
  const m = script ? /--api\s+(\S+)/.exec(script) : null;
  if (m) return m[1];
  return (
    id
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('') + 'Plugin'
  );
}

interface DocgenModule {
  parse(opts: { tsconfigPath: string }): (api: string) => NativeDocs;
}

/**
 * Runs @capacitor/docgen over the package's shipped definitions.d.ts. Its tsconfig mirrors a
 * plugin build: strict (so optional parameters read `T | undefined` as in shipped docs.json) and
 * the ES library only (so DOM interfaces are not pulled in as if they were the plugin's own).
 */
export function docgenFromTypings(root: string, dir: string, pkg: PackageJson, api: string): NativeDocs {
  const require = createRequire(path.join(root, 'package.json'));
  const docgenVersion = (require('@capacitor/docgen/package.json') as { version: string }).version;
  // Plugin typings import their shared types (PluginListenerHandle…) from @capacitor/core.
  const coreVersion = (require('@capacitor/core/package.json') as { version: string }).version;
  // Parsing takes TypeScript a few seconds: keep the result per package, docgen and core version.
  const cacheFile = path.join(
    root,
    'node_modules/.cache/docs-reference',
    `${pkg.name.replace('/', '+')}@${pkg.version}.docgen@${docgenVersion}.core@${coreVersion}.${api}.json`,
  );
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as NativeDocs;
  const docgen = require('@capacitor/docgen') as DocgenModule;
  const definitions = path.join(dir, 'dist/esm/definitions.d.ts');
  if (!existsSync(definitions)) throw new Error(`${dir}: neither dist/docs.json nor dist/esm/definitions.d.ts`);
  const tmp = mkdtempSync(path.join(tmpdir(), 'docgen-'));
  try {
    const tsconfig = path.join(tmp, 'tsconfig.json');
    // `types: []`: no @types packages of this project in the program.
    writeFileSync(
      tsconfig,
      JSON.stringify({ files: [path.relative(tmp, definitions)], compilerOptions: { lib: ['lib.es2017.d.ts'], strict: true, types: [] } }),
    );
    const docs = docgen.parse({ tsconfigPath: tsconfig })(api);
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(docs));
    renameSync(partial, cacheFile);
    return docs;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function jsPlatformsOf(dir: string): string[] {
  try {
    const source = readFileSync(path.join(dir, 'dist/esm/index.js'), 'utf8');
    const call = /registerPlugin\(\s*['"][^'"]+['"]\s*,\s*\{([\s\S]*?)\}\s*\)/.exec(source);
    if (!call) return [];
    return [...call[1].matchAll(/(?:^|[\s,{])(\w+)\s*:/g)].map((m) => m[1]).filter((k, i, all) => all.indexOf(k) === i);
  } catch {
    return [];
  }
}

const cache = new Map<string, NativePlugin>();

/** Loads one plugin of a version; throws with the alias name when it is not installed. */
export function loadNativePlugin(root: string, version: string, id: string): NativePlugin {
  const alias = `capacitor-${id}-${version}`;
  const key = `${root}\0${alias}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const dir = path.join(root, 'node_modules', alias);
  let pkg: PackageJson;
  try {
    pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  } catch {
    throw new Error(`Native plugin metadata missing: node_modules/${alias} is not installed (npm ci)`);
  }
  const docsFile = path.join(dir, 'dist/docs.json');
  const fromFile = existsSync(docsFile);
  const docs = fromFile ? (JSON.parse(readFileSync(docsFile, 'utf8')) as NativeDocs) : docgenFromTypings(root, dir, pkg, apiInterfaceName(pkg, id));
  const plugin: NativePlugin = {
    id,
    alias,
    packageName: pkg.name,
    packageVersion: pkg.version,
    description: pkg.description ?? '',
    coreRange: pkg.peerDependencies?.['@capacitor/core'] ?? '',
    nativePlatforms: Object.keys(pkg.capacitor ?? {}).filter((p) => p === 'ios' || p === 'android'),
    jsPlatforms: jsPlatformsOf(dir),
    docsSource: fromFile ? 'dist/docs.json' : 'docgen',
    docs,
  };
  cache.set(key, plugin);
  return plugin;
}

/** Light metadata (no API parsing) for page titles, descriptions and sidebars. */
export function nativePluginInfo(root: string, version: string, id: string): { packageName: string; packageVersion: string; description: string } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', `capacitor-${id}-${version}`, 'package.json'), 'utf8')) as PackageJson;
  return { packageName: pkg.name, packageVersion: pkg.version, description: pkg.description ?? '' };
}

/** `google-maps` → `Google Maps`. */
export function pluginLabel(id: string): string {
  return id
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
