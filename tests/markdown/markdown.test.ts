import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../../src/node/markdown/page-markdown.ts';
import { markdownPage, ORIGIN, root } from './markdown-page.ts';
import { markdownProblems } from '../../src/node/markdown/check-markdown.ts';
import { checkMarkdownOutput } from '../../scripts/check/check-markdown-output.ts';
import { markdownPathOf } from '../../src/shared/markdown-path.ts';

describe('Markdown path of a route', () => {
  it('is the route plus .md, and index.md for a version root', () => {
    expect(markdownPathOf('/docs/api/button')).toBe('/docs/api/button.md');
    expect(markdownPathOf('/docs/react')).toBe('/docs/react.md');
    expect(markdownPathOf('/docs/')).toBe('/docs/index.md');
    expect(markdownPathOf('/docs/v7/')).toBe('/docs/v7/index.md');
  });
});

describe('markdownProblems', () => {
  it('flags a tag left outside code and a wrong title line', () => {
    expect(markdownProblems('# A\n\nText <IonButton>x</IonButton>\n', 'A')).toHaveLength(1);
    expect(markdownProblems('# B\n\nText\n', 'A')).toHaveLength(1);
  });
  it('accepts tags inside code and escaped text', () => {
    expect(markdownProblems('# A\n\n`<ion-button>` and \\<platform>\n\n```html\n<ion-button></ion-button>\n```\n', 'A')).toEqual([]);
  });
});

describe('pageMarkdown', () => {
  it('keeps blocks apart when a page has a block-level image or diagram (inline content at the top level glued the whole page)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'md-img-'));
    const source = path.join(dir, 'page.mdx');
    await writeFile(
      source,
      '---\ntitle: T\ndescription: D\n---\n\n<img src="/docs/img/x.webp" alt="A screenshot" width="10" height="10" />\n\nText after.\n\n```ts\nconst a = 1;\n```\n\nMore text.\n\n<Diagram src="lifecycle.svg" alt="Page lifecycle" />\n\n## Next\n',
    );
    const { markdown, warnings } = await pageMarkdown(root, { ...markdownPage('developing/config/per-platform', 'T'), source });
    expect(markdown).toContain(
      '![A screenshot](https://ionicframework.com/docs/img/x.webp)\n\nText after.\n\n```ts\nconst a = 1;\n```\n\nMore text.\n\n_Diagram: Page lifecycle_\n\n## Next',
    );
    expect(warnings).toEqual([]);
  });

  it('turns tabs into labelled sections, admonitions into blockquotes, and keeps fences with language and title', async () => {
    const { markdown, warnings } = await pageMarkdown(root, markdownPage('developing/config/per-platform', 'Per-Platform Config'));
    expect(warnings).toEqual([]);
    expect(markdown.startsWith('# Per-Platform Config\n\nIonic Framework v8 (current), @ionic/core 8.')).toBe(true);
    expect(markdown).toContain('Canonical: https://ionicframework.com/docs/developing/config/per-platform');
    for (const label of ['Angular', 'React', 'Vue', 'JavaScript']) expect(markdown).toMatch(new RegExp(`^### ${label}$`, 'm'));
    expect(markdown).toMatch(/^> \*\*Caution:\*\*/m);
    expect(markdown).toContain('```ts title="src/main.ts"');
    expect(markdownProblems(markdown, 'Per-Platform Config')).toEqual([]);
  });

  it('writes a component page with its demos in every framework and its reference as tables and lists', async () => {
    const { markdown, warnings } = await pageMarkdown(root, markdownPage('api/modal', 'ion-modal'));
    expect(warnings).toEqual([]);
    expect(markdown).toMatch(
      /\*\*Live demo: .+\*\* — \[open the demo on its own\]\(https:\/\/ionicframework\.com\/docs\/_demos\/api\/modal\/[a-z0-9-]+\.html\)/,
    );
    for (const label of ['JavaScript', 'Angular', 'React', 'Vue']) expect(markdown).toContain(`**${label}:**`);
    expect(markdown).toContain('```tsx title="Example.tsx"');
    expect(markdown).toContain('```vue title="Example.vue"');
    for (const section of ['Properties', 'Events', 'Methods', 'CSS Shadow Parts', 'CSS Custom Properties', 'Slots'])
      expect(markdown).toMatch(new RegExp(`^## ${section}$`, 'm'));
    expect(markdown).toMatch(/^- \*\*Type:\*\* `boolean`$/m);
    expect(markdown).toMatch(/^\| `--backdrop-opacity` \| /m);
    // Internal links are absolute URLs of the site.
    expect(markdown).toContain('](https://ionicframework.com/docs/api/alert)');
    expect(markdown).not.toMatch(/\]\(\/docs/);
    expect(markdownProblems(markdown, 'ion-modal')).toEqual([]);
  });
});

describe('checkMarkdownOutput', () => {
  it('reports a missing copy, a leftover tag and an llms.txt link to nothing', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'md-output-'));
    await mkdir(path.join(site, 'docs/api'), { recursive: true });
    await writeFile(path.join(site, 'docs/index.md'), '# Home\n\nFine.\n');
    await writeFile(path.join(site, 'docs/api/button.md'), '# ion-button\n\n<RefTable data="{}" />\n');
    await writeFile(
      path.join(site, 'llms.txt'),
      `# Docs\n\n> Summary\n\n## Guides\n\n- [Home](${ORIGIN}/docs/index.md): home\n- [Gone](${ORIGIN}/docs/gone.md): gone\n`,
    );
    await writeFile(path.join(site, 'llms-full.txt'), '# Home\n');
    const report = await checkMarkdownOutput(root, site, ORIGIN, ['/'], ['/docs/', '/docs/api/button', '/docs/api/modal']);
    expect(report.pages).toBe(2);
    expect(report.llmsLinks).toBe(2);
    expect(report.problems).toHaveLength(3);
    expect(report.problems.join('\n')).toMatch(/api\/modal: no Markdown copy/);
    expect(report.problems.join('\n')).toMatch(/button\.md: has a raw tag outside code: <RefTable/);
    expect(report.problems.join('\n')).toMatch(/gone\.md has no file in the build/);
  });
});
