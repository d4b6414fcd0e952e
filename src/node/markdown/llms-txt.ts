import type { RouteEntry, VersionManifest } from '../content/scan.ts';
import type { SidebarItem } from '../content/sidebars.ts';
import type { SidebarTag } from '../content/sidebars.ts';

/**
 * llms.txt (https://llmstxt.org): an H1 with the site's name, a blockquote summary, then one
 * `##` section per sidebar listing `[title](markdown url): description`. Pages no sidebar
 * lists come last under "Other pages". The same order makes llms-full.txt.
 */

const SECTION_TITLES: Record<SidebarTag, string> = { docs: 'Guides', api: 'Component API', cli: 'CLI', native: 'Native plugins' };

function sidebarPaths(items: SidebarItem[], out: string[]): string[] {
  for (const item of items) {
    if (item.type === 'link') out.push(item.href);
    else {
      if (item.href) out.push(item.href);
      sidebarPaths(item.items, out);
    }
  }
  return out;
}

export interface LlmsSection {
  title: string;
  routes: RouteEntry[];
}

/** The version's pages grouped by sidebar, in sidebar order; each page once. */
export function sectionsOf(version: VersionManifest): LlmsSection[] {
  const byPath = new Map(version.routes.map((r) => [r.path, r]));
  const seen = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const tag of Object.keys(SECTION_TITLES) as SidebarTag[]) {
    const routes: RouteEntry[] = [];
    for (const href of sidebarPaths(version.sidebars[tag] ?? [], [])) {
      const route = byPath.get(href);
      if (route && !seen.has(href)) {
        seen.add(href);
        routes.push(route);
      }
    }
    if (routes.length > 0) sections.push({ title: SECTION_TITLES[tag], routes });
  }
  const rest = version.routes.filter((r) => !seen.has(r.path));
  if (rest.length > 0) sections.push({ title: 'Other pages', routes: rest });
  return sections;
}

export interface LlmsIndexOptions {
  title: string;
  summary: string;
  /** Absolute URL of a route's Markdown copy. */
  markdownUrl: (route: string) => string;
  sections: LlmsSection[];
  /** Extra closing section (other versions, the full-text file). */
  optional?: { title: string; links: { label: string; url: string; description: string }[] };
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const linkText = (value: string) => value.replace(/([[\]\\])/g, '\\$1');

export function llmsIndex(options: LlmsIndexOptions): string {
  const lines = [`# ${options.title}`, '', `> ${oneLine(options.summary)}`, ''];
  const section = (title: string, links: { label: string; url: string; description: string }[]) => {
    lines.push(`## ${title}`, '');
    for (const l of links) lines.push(`- [${linkText(l.label)}](${l.url})${l.description ? `: ${oneLine(l.description)}` : ''}`);
    lines.push('');
  };
  for (const s of options.sections)
    section(
      s.title,
      s.routes.map((r) => ({ label: r.title, url: options.markdownUrl(r.path), description: r.description })),
    );
  if (options.optional) section(options.optional.title, options.optional.links);
  return lines.join('\n');
}
