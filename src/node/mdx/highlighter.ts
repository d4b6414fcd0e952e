/**
 * The code highlighter: Shiki with the site's languages and its two code themes, created once per
 * process. Everything that shapes a highlighted block's HTML is in this file or the transformers
 * it imports; highlight-cache.ts names its folder by exactly these files.
 */
import { createHighlighter, type HighlighterGeneric, type BundledLanguage, type BundledTheme } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { CodeHighlighter } from './remark-code-blocks.ts';
import { codeMetaTransformer } from './code-meta.ts';
import { codeTokenClassTransformer } from './code-token-classes.ts';
import { pairThemes, type PairedThemes } from './paired-themes.ts';

export const CODE_LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'html',
  'css',
  'scss',
  'json',
  'bash',
  'shell',
  'vue',
  'xml',
  'diff',
  'swift',
  'kotlin',
  'java',
  'groovy',
  'yaml',
  'md',
  'markdown',
  'sh',
  'javascript',
  'typescript',
  'text',
] as const;
// Every token colour of these Primer palettes reaches 4.5:1 on our code backgrounds (white and #1b1f24); github-light does not.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

/**
 * One highlighter per process: creating it costs far more than highlighting a page.
 *
 * The npm scripts that build start Node with `--no-regexp-tier-up`. V8 first runs a regex in
 * its bytecode interpreter and compiles it to machine code only once it has run for a while
 * (and may drop that code at a full GC); Shiki's grammars scan every line with the same few
 * thousand large patterns, so they pay for both compiles, often more than once. Compiled at
 * once, the site's pages compile ~7 % faster in the build (cold builds in turns with and
 * without: 26.4 s against 28.3 s, medians of three). It is a start-up flag, not set here with
 * v8.setFlagsFromString: changing it while another thread of the process runs regexes (the
 * compile workers start their highlighters side by side) crashed a test process.
 */
export function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: CODE_LANGUAGES.filter((lang) => lang !== 'text'),
    // The JavaScript regex engine tokenises our languages faster than the Oniguruma WASM build.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

let codeHighlighter: Promise<CodeHighlighter> | undefined;

/**
 * The code highlighter: one tokenisation gives both themes (paired-themes.ts), or, should the two
 * themes ever stop being one palette family, one tokenisation per theme as Shiki does it.
 */
export function getCodeHighlighter(): Promise<CodeHighlighter> {
  codeHighlighter ??= getHighlighter().then(async (shiki) => {
    const transformers = [codeMetaTransformer(), codeTokenClassTransformer()];
    const languages = new Set(shiki.getLoadedLanguages());
    let paired: PairedThemes | null = null;
    try {
      paired = pairThemes(shiki.getTheme(CODE_THEMES.light), shiki.getTheme(CODE_THEMES.dark));
      await shiki.loadTheme(paired.theme);
    } catch (error) {
      console.warn(`code themes highlighted one by one: ${(error as Error).message}`);
      paired = null;
    }
    const themes = paired ? { theme: paired.theme.name } : { themes: CODE_THEMES, defaultColor: false as const };
    const all = paired ? [paired.transformer, ...transformers] : transformers;
    // No time limit per line (Shiki's default is 500 ms, after which the rest of the line is left
    // plain and the grammar state is lost for the lines after it): a compile worker's first block
    // in a language compiles that grammar, and on a busy machine that alone can take longer, so the
    // same sample came out mis-highlighted in one build and right in the next.
    return {
      languages,
      highlight: (code, lang, meta) => shiki.codeToHtml(code, { lang, ...themes, meta: { __raw: meta }, transformers: all, tokenizeTimeLimit: 0 }),
    };
  });
  return codeHighlighter;
}
