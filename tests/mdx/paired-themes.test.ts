import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeMetaTransformer } from '../../src/node/mdx/code-meta.ts';
import { codeTokenClassTransformer } from '../../src/node/mdx/code-token-classes.ts';
import { pairThemes } from '../../src/node/mdx/paired-themes.ts';
import { CODE_THEMES, getCodeHighlighter, getHighlighter } from '../../src/node/mdx/highlighter.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every fenced block of some pages that between them use each kind of code the site shows. */
function fences(...files: string[]): Array<{ lang: string; meta: string | undefined; code: string }> {
  const out = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, lang, meta, code] of source.matchAll(/^```(\w*)[ \t]*([^\n]*)\n([\s\S]*?)\n```$/gm))
      out.push({ lang: lang || 'text', meta: meta || undefined, code: code as string });
  }
  return out;
}

const BLOCKS = fences(
  'content/v8/theming/dark-mode.mdx',
  'content/v8/layout/global-stylesheets.mdx',
  'content/v8/react/your-first-app/distribute.mdx',
  'content/v8/native/local-notifications.mdx',
  'content/v8/vue/navigation.mdx',
  'content/v8/angular/navigation.mdx',
);

describe('paired code themes', () => {
  it('covers the kinds of code this test means to (fixture check)', () => {
    const langs = new Set(BLOCKS.map((b) => b.lang));
    for (const lang of ['ts', 'html', 'css', 'scss', 'bash', 'xml', 'vue', 'tsx']) expect(langs, lang).toContain(lang);
  });

  it('give every block exactly the HTML that tokenising once per theme gives', async () => {
    const shiki = await getHighlighter();
    const { languages, highlight } = await getCodeHighlighter();
    const transformers = [codeMetaTransformer(), codeTokenClassTransformer()];
    for (const block of BLOCKS) {
      const lang = languages.has(block.lang) ? block.lang : 'text';
      const twice = shiki.codeToHtml(block.code, { lang, themes: CODE_THEMES, defaultColor: false, meta: { __raw: block.meta }, transformers });
      expect(highlight(block.code, lang, block.meta), `${block.lang} block: ${block.code.slice(0, 60)}`).toBe(twice);
    }
  });

  it('refuse two themes that are not the same rules with other colours', async () => {
    const shiki = await getHighlighter();
    const light = shiki.getTheme(CODE_THEMES.light);
    const dark = shiki.getTheme(CODE_THEMES.dark);
    const moved = { ...dark, settings: [...dark.settings.slice(1), dark.settings[0] as (typeof dark.settings)[number]] };
    expect(() => pairThemes(light, moved)).toThrow(/differ at rule 0/);
    const shorter = { ...dark, settings: dark.settings.slice(0, -1) };
    expect(() => pairThemes(light, shorter)).toThrow(/different rules/);
  });
});
