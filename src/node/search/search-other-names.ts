/**
 * Other names for pages, read from the content: a table whose first column is headed "You may
 * know it as" (the components page's "Known by another name") lists names that other UI kits
 * use, and links the Ionic pages that answer them in its second column. Each of those pages
 * gets the names as search keywords, so "dropdown" finds ion-select itself and not only the
 * page that says so. The table is the one place the mapping is written; nothing is repeated in
 * the component pages or in the search code.
 */
import { decodeEntities } from '../build/html-entities.ts';

const HEADER = /^you may know it as$/i;

const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function cells(row: string, tag: 'td' | 'th'): string[] {
  return [...row.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
}

/** Whether a page may hold a "You may know it as" table (a quick test before parsing). */
export function listsOtherNames(html: string): boolean {
  return /you may know it as/i.test(html);
}

/** Page URL → names, from every "You may know it as" table of the given pages. */
export function otherNames(pages: Array<{ html: string }>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { html } of pages) {
    if (!listsOtherNames(html)) continue;
    for (const table of html.match(/<table\b[\s\S]*?<\/table>/g) ?? []) {
      const header = cells(table, 'th')[0];
      if (header === undefined || !HEADER.test(textOf(header))) continue;
      for (const row of table.match(/<tr\b[\s\S]*?<\/tr>/g) ?? []) {
        const [names, targets] = cells(row, 'td');
        if (names === undefined || targets === undefined) continue;
        const list = textOf(names)
          .split(',')
          .map((n) => n.trim().toLowerCase())
          .filter(Boolean);
        // `/docs/api/select`, or `#/docs/api/select` in the hash-router build.
        for (const m of targets.matchAll(/href="#?(\/[^"#?]+)[^"]*"/g)) {
          const url = m[1] as string;
          const known = out.get(url) ?? [];
          out.set(url, [...known, ...list.filter((n) => !known.includes(n))]);
        }
      }
    }
  }
  return out;
}
