/**
 * The route inventories of a version cut (`data/routes/<version>.txt`: a `# v8: …` header, then
 * `path<TAB>sidebar` lines). The new current version starts with the current one's routes as they
 * are; the frozen version's routes move under its new prefix.
 */
import { decodePathSafely } from '../../shared/url-path.ts';

const isRoute = (line: string) => line.trim() !== '' && !line.startsWith('#');

/** The routes of an inventory, decoded (`/docs/café`), as links are compared with them. */
export function inventoryRoutes(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .filter(isRoute)
      .map((line) => decodePathSafely(line.split('\t')[0].trim())),
  );
}

/** The new current version's inventory: the current one's, its header naming the new version. */
export function nextInventory(text: string, current: string, next: string): string {
  return text.replace(new RegExp(`^# ${current}:`, 'm'), `# ${next}:`);
}

/** The frozen version's inventory: every route moved from `baseUrl` to `frozenPath`; a route outside `baseUrl` fails with its line. */
export function frozenInventory(text: string, file: string, baseUrl: string, frozenPath: string): string {
  return text
    .split('\n')
    .map((line, i) => {
      if (!isRoute(line)) return line;
      if (!line.startsWith(baseUrl)) throw new Error(`${file}:${i + 1}: ${line.split('\t')[0]} is not under the base URL ${baseUrl}`);
      return frozenPath + line.slice(baseUrl.length);
    })
    .join('\n');
}
