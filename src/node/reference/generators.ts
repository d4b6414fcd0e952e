import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { stringify } from 'yaml';
import { FILES_IN_FLIGHT } from '../build/write-files.ts';
import type { GeneratedPage, VersionGenerators } from '../content/scan.ts';
import type { Frontmatter } from '../content/frontmatter.ts';
import type { SidebarItemConfig } from '../content/sidebars.ts';
import { generatedDir } from '../content/context.ts';
import { componentSlug, loadCoreDocs, neighbours } from './api-data.ts';
import { familiesFor } from './api-families.ts';
import { apiPageMeta } from './api-page.ts';
import { commandSlug, publishedCommands } from './cli-data.ts';
import { cliPageMeta, commandGroups } from './cli-page.ts';
import { nativePluginIds, nativePluginInfo } from './native-data.ts';
import { nativeGroups, nativePageMeta } from './native-page.ts';

/**
 * Reference pages generated from package metadata, per version: one stub MDX file per page in
 * `.generated/<version>/<docId>.mdx` (frontmatter + one placeholder that remarkReference
 * expands at compile time), and the items of the `{ type: 'generated' }` sidebar entries.
 * Stubs are rewritten only when they change; stubs of pages that no longer exist are removed.
 * A hand-written content/<version>/<docId>.mdx wins over the stub (the scanner sees to that).
 */

interface Stub {
  docId: string;
  frontmatter: Frontmatter;
  body: string;
}

function stubSource(stub: Stub): string {
  return `---\n${stringify(stub.frontmatter, { lineWidth: 0 }).trimEnd()}\n---\n\n${stub.body}\n`;
}

/** The stubs of one version, from the metadata installed for it. */
export function referenceStubs(root: string, version: string): Stub[] {
  const stubs: Stub[] = [];
  const core = loadCoreDocs(root, version);
  if (core) {
    for (const comp of core.components) {
      const meta = apiPageMeta(core, comp);
      stubs.push({
        docId: `api/${componentSlug(comp.tag)}`,
        frontmatter: { title: meta.title, description: meta.description },
        body: `<ApiReference tag="${comp.tag}" />`,
      });
    }
  }
  for (const cmd of publishedCommands(root)) {
    const meta = cliPageMeta(cmd);
    stubs.push({
      docId: `cli/commands/${commandSlug(cmd.name)}`,
      frontmatter: { title: meta.title, description: meta.description },
      body: `<CliReference command="${cmd.name.replace(/^ionic /, '')}" />`,
    });
  }
  for (const id of nativePluginIds(root, version)) {
    const meta = nativePageMeta(nativePluginInfo(root, version, id), id);
    stubs.push({
      docId: `native/${id}`,
      frontmatter: { title: meta.title, description: meta.description, sidebar_label: meta.sidebarLabel },
      body: `<NativeReference plugin="${id}" />`,
    });
  }
  return stubs;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    return ((await readdir(dir, { recursive: true })) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => f.split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** Writes the stubs of a version into `.generated/<version>` and removes stale ones. */
export async function writeStubs(root: string, version: string, stubs: Stub[]): Promise<GeneratedPage[]> {
  const dir = generatedDir(root, version);
  const wanted = new Set(stubs.map((s) => `${s.docId}.mdx`));
  for (const rel of await listFiles(dir)) if (!wanted.has(rel)) await rm(path.join(dir, rel), { force: true });
  // Several at a time: one after another, the two versions' ~600 stubs took 0.11 s.
  const limit = pLimit(FILES_IN_FLIGHT);
  return Promise.all(
    stubs.map((stub) =>
      limit(async (): Promise<GeneratedPage> => {
        const file = path.join(dir, `${stub.docId}.mdx`);
        const source = stubSource(stub);
        const current = await readFile(file, 'utf8').catch(() => null);
        if (current !== source) {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, source);
        }
        return { docId: stub.docId, source: file, frontmatter: stub.frontmatter };
      }),
    ),
  );
}

/** Sidebar items of the generated api, cli and native sections. */
export function referenceSidebarItems(root: string, version: string, source: 'api' | 'cli' | 'native'): SidebarItemConfig[] {
  if (source === 'api') {
    const core = loadCoreDocs(root, version);
    if (!core) return [];
    // Components the previous major's metadata lacks are badged in the sidebar as on their pages.
    const { previous } = neighbours(root, version);
    const badge = (tag: string) => (previous && !previous.docs.components.some((c) => c.tag === tag) ? `New in ${version}` : undefined);
    const item = (tag: string, label?: string): SidebarItemConfig => {
      const b = badge(tag);
      return b || label
        ? { type: 'doc', id: `api/${componentSlug(tag)}`, ...(label ? { label } : {}), ...(b ? { badge: b } : {}) }
        : `api/${componentSlug(tag)}`;
    };
    return familiesFor(core.components.map((c) => c.tag)).map(({ family, tags }): SidebarItemConfig =>
      tags.length === 1 ? item(tags[0], family.label) : { type: 'category', label: family.label, items: tags.map((t) => item(t)) },
    );
  }
  if (source === 'cli') {
    return commandGroups(root).map((group) => ({
      type: 'category',
      label: group.label,
      collapsed: group.id !== 'project',
      items: group.commands.map((c) => `cli/commands/${commandSlug(c.name)}`),
    }));
  }
  return nativeGroups(root, version).map((group) => ({ type: 'category', label: group.label, collapsed: false, items: group.ids.map((id) => `native/${id}`) }));
}

export function referenceGenerators(root: string): (version: string) => Promise<VersionGenerators> {
  return async (version) => {
    const pages = await writeStubs(root, version, referenceStubs(root, version));
    return { pages, sidebarItems: (source) => referenceSidebarItems(root, version, source) };
  };
}
