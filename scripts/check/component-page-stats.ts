/**
 * Words of hand-written prose and live demos per component page, for the writers and the
 * release notes: prose is what the page says outside code, demos, tables, JSX and the
 * generated reference; demos are its `<Playground>` blocks.
 *
 *   npx tsx scripts/check/component-page-stats.ts [v8|v7] [slug …]
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { playgroundsIn } from '../../src/node/demos/demo-source.ts';
import { loadSiteConfig } from '../../src/node/config/load-config.ts';

const root = path.resolve(import.meta.dirname, '../..');

export function proseWords(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, ' ')
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    .replace(/<\/?[A-Z][^>]*>/g, ' ')
    .replace(/^:::\w*(\[.*?\])?|^:::$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]]/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

export interface PageStats {
  slug: string;
  words: number;
  demos: number;
}

export function componentPageStats(version: string, slugs?: string[]): PageStats[] {
  const dir = path.join(root, 'content', version, 'api');
  const all = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => f.slice(0, -4))
    : [];
  return (slugs?.length ? slugs : all).sort().map((slug) => {
    const file = path.join(dir, `${slug}.mdx`);
    if (!existsSync(file)) return { slug, words: 0, demos: 0 };
    const source = readFileSync(file, 'utf8');
    return { slug, words: proseWords(source), demos: playgroundsIn(source).length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [version = loadSiteConfig().versions.current, ...slugs] = process.argv.slice(2);
  const stats = componentPageStats(version, slugs);
  console.log('| page | words | demos |\n|---|---|---|');
  for (const s of stats) console.log(`| ${s.slug} | ${s.words} | ${s.demos} |`);
  console.log(`| **${stats.length} pages** | **${stats.reduce((n, s) => n + s.words, 0)}** | **${stats.reduce((n, s) => n + s.demos, 0)}** |`);
}
