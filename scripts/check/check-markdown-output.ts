/**
 * Checks a finished build's Markdown output: every inventory route (data/routes/*.txt) has its
 * `.md` copy, each copy opens with its `# title` and keeps no raw JSX/HTML tag outside code, and
 * every link in the llms.txt files points at a file of the build. Used by e2e/markdown.spec.ts
 * (after a build) and tests/markdown-output.test.ts (against fixtures).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readInventory } from '../../src/node/content/inventory.ts';
import { markdownProblems } from '../../src/node/markdown/check-markdown.ts';
import { LLMS_FULL_FILE, LLMS_INDEX_FILE, markdownPathOf } from '../../src/shared/markdown-path.ts';

export interface MarkdownOutputReport {
  routes: number;
  pages: number;
  llmsLinks: number;
  problems: string[];
}

/** `siteDir` is the folder served at the web root (`dist/site`); `origin` the site's URL (`https://ionicframework.com`); `routePaths` defaults to the inventory. */
export async function checkMarkdownOutput(
  root: string,
  siteDir: string,
  origin: string,
  llmsFolders: string[],
  routePaths?: string[],
): Promise<MarkdownOutputReport> {
  const problems: string[] = [];
  const routes = routePaths ? routePaths.map((p) => ({ path: p })) : await readInventory(root);
  let pages = 0;
  for (const route of routes) {
    const rel = markdownPathOf(route.path);
    const markdown = await readFile(path.join(siteDir, rel), 'utf8').catch(() => null);
    if (markdown === null) {
      problems.push(`${route.path}: no Markdown copy at ${rel}`);
      continue;
    }
    pages++;
    const title = /^# (.+)$/m.exec(markdown.split('\n', 1)[0])?.[1];
    if (!title) problems.push(`${rel}: does not open with a "# title" line`);
    else problems.push(...markdownProblems(markdown, title).map((p) => `${rel}: ${p}`));
  }
  let llmsLinks = 0;
  const site = origin.replace(/\/$/, '');
  for (const folder of llmsFolders) {
    for (const name of [LLMS_INDEX_FILE, LLMS_FULL_FILE]) {
      if (!existsSync(path.join(siteDir, folder, name))) problems.push(`${folder}${name} is missing`);
    }
    const index = await readFile(path.join(siteDir, folder, LLMS_INDEX_FILE), 'utf8').catch(() => '');
    for (const m of index.matchAll(/\]\((\S+?)\)/g)) {
      llmsLinks++;
      const url = m[1];
      if (!url.startsWith(`${site}/`)) {
        problems.push(`${folder}${LLMS_INDEX_FILE}: ${url} is not a URL of this site`);
        continue;
      }
      if (!existsSync(path.join(siteDir, decodeURI(url.slice(site.length))))) problems.push(`${folder}${LLMS_INDEX_FILE}: ${url} has no file in the build`);
    }
  }
  return { routes: routes.length, pages, llmsLinks, problems };
}
