export type Encoding = 'br' | 'gzip';

/**
 * The encodings a client accepts, best first, as nginx's brotli_static and gzip_static decide:
 * a coding listed with `q=0` is refused, brotli is preferred whenever it is accepted, and `*`
 * is not taken to mean either (nginx serves such a client the plain file).
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<Encoding>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const coding = name.trim();
    if (coding !== 'br' && coding !== 'gzip' && coding !== 'x-gzip') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean);
    if (q && !(Number(q[1]) > 0)) continue;
    accepted.add(coding === 'br' ? 'br' : 'gzip');
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e));
}
