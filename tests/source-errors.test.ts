/**
 * Bad input fails at its source: an MDX import of a module that does not exist and a component
 * used without a definition stop the compile at `file:line:column` with the list of components
 * every page gets; a config or sidebar reference to a page or version that does not exist names
 * its key path and line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCompiler } from '../src/node/content/compile-page.ts';
import { MDX_COMPONENT_NAMES } from '../src/shared/mdx-component-names.ts';
import { lineOfKeyPath } from '../src/node/config/config-lines.ts';
import { configReferenceErrors } from '../src/node/config/check-references.ts';
import type { SiteConfig } from '../src/shared/config-schema.ts';
import { validateSiteConfig } from '../src/node/config/validate-config.ts';
import type { Manifest, RouteEntry } from '../src/node/content/scan.ts';
import site from '../site.config.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The line of site.config.ts holding `text`, so the tests follow edits to the real config. */
const configLine = (text: string) =>
  readFileSync(path.join(root, 'site.config.ts'), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;
// In-memory only: these pages must not reach the shared disk cache.
const compiler = new PageCompiler(root, false, false);
const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}`;
const file = path.join(root, 'content/v8/fixture-page.mdx');

async function compileError(body: string): Promise<string> {
  try {
    await compiler.compile(page(body), file, 'export const route = {};');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the page compiled');
}

describe('MDX references', () => {
  it('fails on an import of a module that does not exist, at its line and column', async () => {
    const message = await compileError('Intro.\n\nimport Chart from "./chart-that-is-not-there";\n\n<Chart />\n');
    expect(message).toMatch(/^content\/v8\/fixture-page\.mdx:8:19: cannot import "\.\/chart-that-is-not-there"/);
    expect(message).toContain(`components available without an import: ${MDX_COMPONENT_NAMES.join(', ')}`);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('fails on a package that is not installed', async () => {
    expect(await compileError('import { x } from "no-such-package-anywhere/sub";\n')).toMatch(
      /fixture-page\.mdx:6:19: cannot import "no-such-package-anywhere\/sub"/,
    );
  });

  it('fails on a component used without a definition, naming the ones available', async () => {
    const message = await compileError(
      'Some text.\n\n<Tabs>\n  <TabItem value="a" label="A">x</TabItem>\n</Tabs>\n\nAnd then <Callout kind="x">y</Callout>.\n',
    );
    expect(message).toMatch(
      /^content\/v8\/fixture-page\.mdx:12:10: <Callout> is not defined: import it, or use one of the components available without an import: Tabs, TabItem/,
    );
    expect(await compileError('<Widget.Part />\n')).toMatch(/fixture-page\.mdx:6:1: <Widget\.Part> is not defined/);
  });

  it('accepts imported, declared and provided components, packages and HTML elements', async () => {
    const ok = page(
      'import { Capacitor } from "@capacitor/core";\nimport Local from "./index.mdx";\nexport const Note = () => null;\n\n<Note />\n\n<Local />\n\n<Admonition type="note">x</Admonition>\n\n<div className="x">y</div>\n',
    );
    await expect(compiler.compile(ok, file, 'export const route = {};')).resolves.toBeTruthy();
  });

  it('still reports a syntax error with line and column', async () => {
    expect(await compileError('<div>\n\n{ unclosed\n')).toMatch(/^content\/v8\/fixture-page\.mdx:9:1: /);
  });
});

const configSource = `import type { SiteConfig } from './schema';
const config: SiteConfig = {
  title: 'x',
  navbar: {
    items: [
      { type: 'doc', docId: 'index', label: 'Guide' },
      {
        type: 'doc',
        docId: 'missing-page',
        label: 'Broken',
      },
    ],
  },
};
export default config;
`;

describe('config key lines', () => {
  it('finds the line of a key path in the exported object literal', () => {
    expect(lineOfKeyPath(configSource, ['navbar', 'items', 1, 'docId'])).toBe(9);
    expect(lineOfKeyPath(configSource, ['navbar', 'items', 0])).toBe(6);
    expect(lineOfKeyPath(configSource, ['title'])).toBe(3);
    // A path that leaves the literal gives the deepest key found; one not in it at all, none.
    expect(lineOfKeyPath(configSource, ['navbar', 'items', 7, 'docId'])).toBe(5);
    expect(lineOfKeyPath(configSource, ['footer'])).toBeNull();
  });

  it('puts the line into schema errors', () => {
    const bad = { ...site, baseUrl: 'docs' };
    expect(() => validateSiteConfig(bad, 'site.config.ts')).toThrow(`site.config.ts:${configLine('baseUrl:')}: \`baseUrl\`: must start and end with "/"`);
  });
});

function route(version: string, docId: string): RouteEntry {
  const base = version === 'v8' ? '/docs/' : '/docs/v7/';
  return {
    path: docId === 'index' ? base : base + docId,
    docId,
    version,
    source: '',
    sidebar: null,
    title: docId,
    description: '',
    frontmatter: { title: docId, description: '' },
  };
}

function manifestWith(ids: Record<string, string[]>): Manifest {
  return {
    warnings: [],
    versions: Object.entries(ids).map(([name, docIds]) => ({
      name,
      label: name,
      path: name === 'v8' ? '/docs/' : '/docs/v7/',
      isLast: name === 'v8',
      mainDocId: 'index',
      routes: docIds.map((id) => route(name, id)),
      draftIds: [],
      sidebars: { docs: [], api: [], cli: [], native: [] },
    })),
  };
}

describe('config references', () => {
  const everything = ['index', 'components', 'cli', 'native', 'search', 'updating/8-0'];

  it('accepts the site config against pages that exist', () => {
    expect(configReferenceErrors(site, manifestWith({ v8: everything, v7: everything.slice(0, -1) }), 'site.config.ts')).toEqual([]);
  });

  it('names the key path and line of a navbar doc id missing from a version, a pinned version that does not exist, and a main doc', () => {
    const config: SiteConfig = structuredClone(site);
    const errors = configReferenceErrors(config, manifestWith({ v8: everything, v7: ['index', 'components', 'native', 'search'] }), 'site.config.ts');
    expect(errors).toEqual([`site.config.ts:${configLine("docId: 'cli'")}: \`navbar.items.2.docId\`: no page with doc id "cli" in v7`]);

    config.navbar.items[4] = { type: 'doc', docId: 'updating/8-0', label: 'Upgrade', version: 'v9' };
    config.versions.local[1] = { ...config.versions.local[1], mainDocId: 'home' };
    const more = configReferenceErrors(config, manifestWith({ v8: everything, v7: everything }), 'site.config.ts');
    expect(more).toContain(`site.config.ts:${configLine("name: 'v7'")}: \`versions.local.1.mainDocId\`: no page with doc id "home" in v7`);
    expect(more).toContain(`site.config.ts:${configLine("version: 'v8'")}: \`navbar.items.4.version\`: "v9" is not a local version (v8, v7)`);
  });

  it('names the sidebar entry without a page', () => {
    const manifest = manifestWith({ v8: everything, v7: everything });
    manifest.versions[0].missingSidebarDocs = [{ docId: 'intro/gone', keyPath: ['docs', 0, 'items', 2] }];
    manifest.versions[0].sidebarsFile = 'content/v8/sidebars.ts';
    const [error] = configReferenceErrors(site, manifest, 'site.config.ts');
    expect(error).toMatch(/^content\/v8\/sidebars\.ts:\d+: `docs\.0\.items\.2`: no page with doc id "intro\/gone" in v8$/);
  });
});
