import { slug } from 'github-slugger';
import { codeFences, type CodeFence } from '../mdx/code-fences.ts';
import type { DemoFramework } from '../../shared/demos.ts';

/**
 * A `<Playground>` block of an MDX page, read from the page's text: the MDX compiler
 * (remark-playground.ts), the demo build step and the sample checkers all read demos through
 * `playgroundsIn`, so they agree on every demo's id, files and lines.
 */

/** A bad demo, at its line in the MDX file. */
export class DemoError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

type CustomFramework = Exclude<DemoFramework, 'javascript'>;

/** The palettes a demo can be about (`<Playground palette="…">`; see palettes.ts). */
export const DEMO_PALETTES = ['dark', 'high-contrast'] as const;
export type DemoPalette = (typeof DEMO_PALETTES)[number];

export interface Demo {
  /** The slug of the title: the demo's file name. Unique on a page. */
  id: string;
  title: string;
  /** Pixels reserved for the live demo. */
  height: number;
  /** Line of `<Playground` in the MDX file. */
  line: number;
  /** The palette the demo is about: its frame starts with it, its StackBlitz projects load it. */
  palette?: DemoPalette;
  /** The markup every variant starts from (the JavaScript variant and the live demo run it as is). */
  html: CodeFence;
  css?: CodeFence;
  /** The vanilla script of the JavaScript variant and the live demo. */
  js?: CodeFence;
  /** Hand-written framework variants, for demos that need code. */
  custom: { angular?: { ts: CodeFence; html?: CodeFence }; react?: CodeFence; vue?: CodeFence };
}

export const DEFAULT_DEMO_HEIGHT = 200;

const FRAMEWORK_LANGS: Record<CustomFramework, string[]> = { angular: ['ts', 'html'], react: ['tsx'], vue: ['vue'] };

/** Attribute values of the opening tag: `title="…"`, `height={240}`. */
function tagAttributes(openTag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of openTag.matchAll(/([A-Za-z]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g)) out.set(m[1], (m[2] ?? m[3] ?? m[4] ?? '').trim());
  return out;
}

function frameworkOf(fence: CodeFence): CustomFramework | undefined {
  const m = /(?:^|\s)framework=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(fence.meta);
  const name = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  if (name === undefined) return undefined;
  if (!(name in FRAMEWORK_LANGS)) throw new DemoError(`framework="${name}" is not one of angular, react, vue`, fence.line - 1);
  return name as CustomFramework;
}

/** Markup the demos may not contain: they run under a strict Content-Security-Policy and offline. */
function checkTemplate(fence: CodeFence): void {
  const rules: Array<[RegExp, string]> = [
    [/<script\b/i, "a demo's html has no <script>: put the code in a ```js fence"],
    [/\son[a-z]+\s*=/i, 'no on…= event attributes in a demo (they break the Content-Security-Policy): listen in the ```js fence'],
    [/\sstyle\s*=/i, 'no style="…" attributes in a demo (they break the Content-Security-Policy): use the ```css fence'],
    [/\s(?:src|href|srcset)\s*=\s*["']?(?:https?:)?\/\//i, 'no external URLs in a demo: use pictures from /docs/demo-assets/'],
  ];
  const lines = fence.code.split('\n');
  for (const [pattern, message] of rules) {
    const index = lines.findIndex((l) => pattern.test(l));
    if (index >= 0) throw new DemoError(message, fence.line + index);
  }
}

/** Turns the fences of one block into a demo, or throws a DemoError naming the line. */
function demoOf(title: string | undefined, heightText: string | undefined, paletteText: string | undefined, line: number, fences: CodeFence[]): Demo {
  if (!title) throw new DemoError('<Playground> needs a title="…"', line);
  if (paletteText !== undefined && !(DEMO_PALETTES as readonly string[]).includes(paletteText))
    throw new DemoError(`<Playground palette="${paletteText}">: give one of ${DEMO_PALETTES.join(', ')}`, line);
  const palette = paletteText as DemoPalette | undefined;
  const height = heightText === undefined ? DEFAULT_DEMO_HEIGHT : Number(heightText);
  if (!Number.isInteger(height) || height < 60 || height > 1200)
    throw new DemoError(`<Playground height={${heightText}}>: give a whole number of pixels from 60 to 1200`, line);
  const id = slug(title);
  const shared: Partial<Record<'html' | 'css' | 'js', CodeFence>> = {};
  const custom: Demo['custom'] = {};
  for (const fence of fences) {
    const framework = frameworkOf(fence);
    const lang = fence.lang === 'javascript' ? 'js' : fence.lang === 'typescript' ? 'ts' : fence.lang;
    if (!framework) {
      if (lang !== 'html' && lang !== 'css' && lang !== 'js')
        throw new DemoError(`a \`\`\`${fence.lang} fence in <Playground> needs framework="angular|react|vue"`, fence.line - 1);
      if (shared[lang]) throw new DemoError(`<Playground title="${title}"> has two \`\`\`${lang} fences`, fence.line - 1);
      shared[lang] = fence;
      continue;
    }
    if (!FRAMEWORK_LANGS[framework].includes(lang))
      throw new DemoError(`a ${framework} variant is written as ${FRAMEWORK_LANGS[framework].map((l) => `\`\`\`${l}`).join(' or ')}`, fence.line - 1);
    if (framework === 'angular') {
      const angular: { ts?: CodeFence; html?: CodeFence } = custom.angular ?? {};
      if (angular[lang as 'ts' | 'html']) throw new DemoError(`two Angular ${lang} fences in <Playground title="${title}">`, fence.line - 1);
      angular[lang as 'ts' | 'html'] = fence;
      custom.angular = angular as { ts: CodeFence; html?: CodeFence };
    } else {
      if (custom[framework]) throw new DemoError(`two ${framework} fences in <Playground title="${title}">`, fence.line - 1);
      custom[framework] = fence;
    }
  }
  if (!shared.html) throw new DemoError(`<Playground title="${title}"> needs an \`\`\`html fence: the demo's markup`, line);
  checkTemplate(shared.html);
  if (custom.angular && !custom.angular.ts)
    throw new DemoError('an Angular template needs its component: add a ```ts framework="angular" fence', (custom.angular.html as CodeFence).line - 1);
  if (shared.js) {
    const missing = (['angular', 'react', 'vue'] as const).filter((f) => !custom[f]);
    if (missing.length > 0) {
      throw new DemoError(
        `<Playground title="${title}"> has a script, so its ${missing.join(', ')} variant(s) must be written too (a generated variant has no logic)`,
        line,
      );
    }
  }
  return { id, title, height, line, ...(palette ? { palette } : {}), html: shared.html, css: shared.css, js: shared.js, custom };
}

/** Every `<Playground>` of an MDX source, in page order. Throws a DemoError for a malformed one. */
export function playgroundsIn(source: string): Demo[] {
  if (!source.includes('<Playground')) return [];
  const lines = source.split('\n');
  const demos: Demo[] = [];
  const ids = new Map<string, number>();
  let inFence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (fence) {
      if (inFence === null) inFence = fence[1];
      else if (lines[i].trim() === inFence) inFence = null;
      continue;
    }
    if (inFence !== null || !/^\s*<Playground\b/.test(lines[i])) continue;
    const start = i;
    let open = lines[i];
    while (!/>\s*$/.test(open) && i + 1 < lines.length) open += ` ${lines[++i]}`;
    if (/\/>\s*$/.test(open)) throw new DemoError('<Playground> holds its code fences: write <Playground …> … </Playground>', start + 1);
    const bodyStart = i + 1;
    let end = bodyStart;
    let nested: string | null = null;
    for (; end < lines.length; end++) {
      const f = /^\s*(`{3,}|~{3,})/.exec(lines[end]);
      if (f) nested = nested === null ? f[1] : lines[end].trim() === nested ? null : nested;
      else if (nested === null && /^\s*<\/Playground>\s*$/.test(lines[end])) break;
    }
    if (end >= lines.length) throw new DemoError('<Playground> is not closed by </Playground>', start + 1);
    const fences = codeFences(lines.slice(bodyStart, end).join('\n')).map((f) => ({ ...f, line: f.line + bodyStart }));
    const attrs = tagAttributes(open);
    const demo = demoOf(attrs.get('title'), attrs.get('height'), attrs.get('palette'), start + 1, fences);
    if (ids.has(demo.id))
      throw new DemoError(
        `two demos on this page are titled "${demo.title}" (line ${ids.get(demo.id)}): titles name the demo files, so make them unique`,
        demo.line,
      );
    ids.set(demo.id, demo.line);
    demos.push(demo);
    i = end;
  }
  return demos;
}
