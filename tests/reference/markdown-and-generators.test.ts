import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkContext, renderMarkdown, rewriteHref } from '../../src/node/reference/markdown.ts';
import { referenceGenerators, referenceSidebarItems, referenceStubs } from '../../src/node/reference/generators.ts';
import { splitFrontmatter } from '../../src/node/content/frontmatter.ts';
import { locatePage } from '../../src/node/content/page-location.ts';
import { REFERENCE_COMPONENT_NAMES } from '../../src/shared/reference-component-names.ts';
import { referenceMdxComponents } from '../../src/theme/reference/index.ts';
import { mdxComponents } from '../../src/theme/mdx/mdx-components.tsx';
import { inventoryDocIds, root, VERSIONS } from './helpers.ts';

describe('renderMarkdown (metadata descriptions)', () => {
  const v8 = linkContext(root, 'v8');
  const v7 = linkContext(root, 'v7');

  it('renders backticks, emphasis and lists', () => {
    expect(renderMarkdown('If `true`, the *user* cannot interact.', v8)).toBe('If <code>true</code>, the <em>user</em> cannot interact.');
    expect(renderMarkdown('Options:\n\n- one\n- two', v8)).toBe('<p>Options:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });

  it('escapes raw HTML instead of injecting it', () => {
    const html = renderMarkdown('Place an <ion-item> here <script>alert(1)</script> and <img src=x onerror=alert(1)>.', v8);
    expect(html).not.toMatch(/<(ion-item|script|img)\b/);
    expect(html).toContain('&#x3C;ion-item>');
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(renderMarkdown('<div onclick="x()">block</div>', v8)).not.toContain('<div');
  });

  it('keeps code text exact', () => {
    expect(renderMarkdown('Use `<ion-button>` or `a & b`.', v8)).toBe('Use <code>&#x3C;ion-button></code> or <code>a &#x26; b</code>.');
  });

  it('points Ionic docs links at this site, per version, where the route exists', () => {
    expect(renderMarkdown('see [theming](/docs/theming/basics)', v8)).toBe('see <a href="/docs/theming/basics">theming</a>');
    expect(renderMarkdown('see [theming](/docs/theming/basics)', v7)).toBe('see <a href="/docs/v7/theming/basics">theming</a>');
    expect(rewriteHref('https://ionicframework.com/docs/api/button#properties', v7)).toBe('/docs/v7/api/button#properties');
    expect(rewriteHref('https://ionicframework.com/docs/cli/livereload', v8)).toBe('/docs/cli/livereload');
    // A docs page this site does not have stays on the public site.
    expect(rewriteHref('https://ionicframework.com/docs/appflow/basics/git', v8)).toBe('https://ionicframework.com/docs/appflow/basics/git');
    expect(rewriteHref('/docs/no/such/page', v8)).toBe('https://ionicframework.com/docs/no/such/page');
    expect(rewriteHref('https://capacitorjs.com/docs/apis/app', v8)).toBe('https://capacitorjs.com/docs/apis/app');
  });

  it('links component tags in code to the API page of the same version', () => {
    expect(renderMarkdown('Use `counter` on `ion-input` instead.', v7)).toBe(
      'Use <code>counter</code> on <a href="/docs/v7/api/input"><code>ion-input</code></a> instead.',
    );
    expect(renderMarkdown('See `ion-input-otp`.', v8)).toBe('See <a href="/docs/api/input-otp"><code>ion-input-otp</code></a>.');
    // Ionic 7 has no ion-input-otp: no link to a page that does not exist.
    expect(renderMarkdown('See `ion-input-otp`.', v7)).toBe('See <code>ion-input-otp</code>.');
    expect(renderMarkdown('[the `ion-item` docs](https://example.com)', v8)).toBe('<a href="https://example.com">the <code>ion-item</code> docs</a>');
  });

  it('drops unsafe and unresolvable links, and remote images', () => {
    expect(renderMarkdown('[x](javascript:alert(1))', v8)).toBe('x');
    expect(renderMarkdown('[x](./docs/README.md)', v8)).toBe('x');
    expect(renderMarkdown('![diagram](https://example.com/a.png)', v8)).toBe('<a href="https://example.com/a.png">diagram</a>');
  });
});

describe('generated stubs', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'ref-gen-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  // A project root with the real metadata and no generated files yet.
  for (const entry of ['node_modules', 'data', 'package.json']) symlinkSync(path.join(root, entry), path.join(tmp, entry));

  it('cover every api/cli/native route of the inventory, with valid frontmatter', async () => {
    const generate = referenceGenerators(tmp);
    for (const version of VERSIONS) {
      const { pages } = await generate(version);
      // api/icon documents Ionicons' ion-icon, which @ionic/core's metadata lacks: the page is hand-written and embeds its generated reference.
      const handWritten = new Set([
        'api',
        'components',
        'api/icon',
        'cli',
        'cli/configuration',
        'cli/livereload',
        'cli/using-a-proxy',
        'native',
        'native/setup',
        'native/faq',
      ]);
      const expected = inventoryDocIds(version).filter((d) => /^(api|cli|native)\//.test(d) && !handWritten.has(d));
      expect(pages.map((p) => p.docId).sort()).toEqual(expected.sort());
      for (const page of pages) {
        expect(page.source.startsWith(path.join(tmp, '.generated', version) + path.sep)).toBe(true);
        const { frontmatter } = splitFrontmatter(readFileSync(page.source, 'utf8'), page.source);
        expect(frontmatter).toEqual(page.frontmatter);
        expect(frontmatter.description.length).toBeLessThanOrEqual(160);
        expect(locatePage(page.source)).toEqual({ root: tmp, version, standalone: true });
      }
    }
  });

  it('removes stubs of pages that no longer exist and keeps unchanged files untouched', async () => {
    const stale = path.join(tmp, '.generated/v8/api/ion-gone.mdx');
    mkdirSync(path.dirname(stale), { recursive: true });
    writeFileSync(stale, '---\ntitle: x\ndescription: y\n---\n');
    const button = path.join(tmp, '.generated/v8/api/button.mdx');
    cpSync(button, `${button}.copy`);
    await referenceGenerators(tmp)('v8');
    expect(existsSync(stale)).toBe(false);
    expect(readFileSync(button, 'utf8')).toBe(readFileSync(`${button}.copy`, 'utf8'));
  });

  it('keeps an #anchor of a metadata link only where the metadata itself creates that heading', () => {
    const ctx = linkContext(root, 'v8');
    // Generated component page: its ids are known from the metadata.
    expect(rewriteHref('/docs/api/button#expand', ctx)).toBe('/docs/api/button#expand');
    expect(rewriteHref('/docs/api/button#css-custom-properties', ctx)).toBe('/docs/api/button#css-custom-properties');
    expect(rewriteHref('https://ionicframework.com/docs/api/title#collapsible-large-titles', ctx)).toBe('/docs/api/title');
    // Hand-written pages: the link opens the page (their headings may change without this page being rebuilt).
    expect(rewriteHref('/docs/troubleshooting/runtime#accessing-this', ctx)).toBe('/docs/troubleshooting/runtime');
    expect(rewriteHref('https://ionicframework.com/docs/cli/configuration#multi-app-projects', linkContext(root, 'v7'))).toBe('/docs/v7/cli/configuration');
  });

  it('sidebars list every generated page exactly once', () => {
    for (const version of VERSIONS) {
      for (const source of ['api', 'cli', 'native'] as const) {
        const ids = (JSON.stringify(referenceSidebarItems(root, version, source)).match(/"(?:api|cli|native)\/[a-z/-]+"/g) ?? []).map((s) => s.slice(1, -1));
        const pages = referenceStubs(root, version)
          .filter((s) => s.docId.startsWith(`${source}/`))
          .map((s) => s.docId);
        expect(ids.sort()).toEqual(pages.sort());
      }
    }
  });

  it('counts per version match the inventory (v8: 95/51/24, v7: 87/51/24)', () => {
    const count = (version: string, prefix: string) => referenceStubs(root, version).filter((s) => s.docId.startsWith(prefix)).length;
    expect([count('v8', 'api/'), count('v8', 'cli/commands/'), count('v8', 'native/')]).toEqual([95, 51, 24]);
    expect([count('v7', 'api/'), count('v7', 'cli/commands/'), count('v7', 'native/')]).toEqual([87, 51, 24]);
  });
});

describe('reference components', () => {
  it('are registered under the names the generated Markdown and the content checker use', () => {
    // Every page gets them all; the one used on a single page (ComponentFamilies) is registered
    // lazily by mdx-components.tsx, the others by the reference module.
    expect(Object.keys(mdxComponents)).toEqual(expect.arrayContaining(REFERENCE_COMPONENT_NAMES));
    expect(REFERENCE_COMPONENT_NAMES).toEqual(expect.arrayContaining(Object.keys(referenceMdxComponents)));
    expect(Object.keys(referenceMdxComponents)).not.toContain('ComponentFamilies');
  });
});
