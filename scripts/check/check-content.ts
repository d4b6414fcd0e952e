/**
 * Checks content files without a full build: frontmatter, MDX compilation with the site's
 * pipeline, known components, and internal links against the route inventory.
 *   npx tsx scripts/check/check-content.ts content/v8/theming content/v7/theming/dark-mode.mdx
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PageCompiler } from '../../src/node/content/compile-page.ts';
import { readInventory } from '../../src/node/content/inventory.ts';
import { MDX_COMPONENT_NAMES } from '../../src/shared/mdx-component-names.ts';
import { HeadingSlugger } from '../../src/node/mdx/heading-ids.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function collect(target: string): Promise<string[]> {
  const abs = path.resolve(target);
  const info = await stat(abs);
  if (info.isFile()) return [abs];
  const entries = (await readdir(abs, { recursive: true })) as string[];
  return entries.filter((e) => e.endsWith('.mdx')).map((e) => path.join(abs, e));
}

/** Removes fenced code so links and tags inside code samples are not checked. */
function withoutCode(source: string): string {
  return source.replace(/^(\s*)(```+|~~~+)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (m) => m.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
}

function headingIds(source: string): Set<string> {
  const slugger = new HeadingSlugger();
  const ids = new Set<string>();
  for (const match of withoutCode(source).matchAll(/^#{2,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
    ids.add(slugger.slug(text));
  }
  for (const match of source.matchAll(/\bid="([^"]+)"/g)) ids.add(match[1]);
  return ids;
}

function fileForRoute(route: string): string[] {
  const rel = route.replace(/^\/docs\/(v7\/)?/, (_m, v7) => (v7 ? 'content/v7/' : 'content/v8/'));
  const base = rel.endsWith('/') ? rel + 'index' : rel;
  return [path.join(root, base + '.mdx'), path.join(root, base, 'index.mdx')];
}

async function main() {
  const targets = process.argv.slice(2);
  if (targets.length === 0) {
    console.error('usage: npx tsx scripts/check/check-content.ts <file-or-folder>...');
    process.exit(2);
  }
  const inventory = await readInventory(root);
  const known = new Set(inventory.map((r) => r.path));
  const compiler = new PageCompiler(root, false);
  const files = (await Promise.all(targets.map(collect))).flat();
  let problems = 0;
  const report = (file: string, line: number, message: string) => {
    problems++;
    console.log(`${path.relative(root, file)}:${line}: ${message}`);
  };
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    try {
      await compiler.compile(source, file, 'export const route = {};');
    } catch (error) {
      problems++;
      console.log((error as Error).message);
      continue;
    }
    const isV7 = path.relative(root, file).startsWith('content/v7/');
    const prose = withoutCode(source);
    const lines = prose.split('\n');
    lines.forEach((text, i) => {
      for (const m of text.matchAll(/<([A-Z][A-Za-z0-9]*)/g)) {
        if (!MDX_COMPONENT_NAMES.includes(m[1])) report(file, i + 1, `unknown component <${m[1]}> (available: ${MDX_COMPONENT_NAMES.join(', ')})`);
      }
      for (const m of text.matchAll(/(?:\]\(|href=["'])(\/[^)"'\s]*)/g)) {
        const [pathPart] = m[1].split('#');
        if (!pathPart.startsWith('/docs')) continue;
        if (!known.has(pathPart)) {
          report(file, i + 1, `link to ${m[1]}: no such route in data/routes`);
          continue;
        }
        // Cross-version links are allowed to a version's home page only.
        const versionRoot = pathPart === '/docs/' || pathPart === '/docs/v7/';
        if (isV7 && !versionRoot && !pathPart.startsWith('/docs/v7/')) report(file, i + 1, `v7 page links to the v8 route ${pathPart}; use /docs/v7/…`);
        if (!isV7 && !versionRoot && pathPart.startsWith('/docs/v7/')) report(file, i + 1, `v8 page links to the v7 route ${pathPart}`);
      }
    });
    for (const [i, text] of lines.entries()) {
      for (const m of text.matchAll(/(?:\]\(|href=["'])(\/docs[^)"'\s]*#[^)"'\s]+|#[^)"'\s]+)/g)) {
        const [pathPart, anchor] = m[1].split('#');
        const candidates = pathPart === '' ? [file] : fileForRoute(pathPart);
        let targetSource: string | undefined;
        for (const c of candidates) targetSource ??= await readFile(c, 'utf8').catch(() => undefined);
        if (targetSource === undefined) continue; // target page not written yet; lint:routes checks the build
        if (!headingIds(targetSource).has(anchor)) report(file, i + 1, `anchor #${anchor} not found on ${pathPart || 'this page'}`);
      }
    }
    if (/^#\s/m.test(prose)) report(file, prose.split('\n').findIndex((l) => /^#\s/.test(l)) + 1, 'H1 in the body: the title is the H1; start sections at ##');
    const placeholder = /\b(lorem ipsum|coming soon|TODO|TBD)\b/i.exec(prose);
    if (placeholder) report(file, prose.slice(0, placeholder.index).split('\n').length, `placeholder text "${placeholder[0]}"`);
  }
  console.log(`${files.length} files checked, ${problems} problems`);
  process.exit(problems > 0 ? 1 : 0);
}

await main();
