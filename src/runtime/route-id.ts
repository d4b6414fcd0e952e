/** Route keys carry a short hash suffix (stable across builds for one path). */
export function routeId(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${path}-${(hash >>> 0).toString(36).slice(0, 3)}`;
}
