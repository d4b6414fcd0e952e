/**
 * A request line's target, checked and normalised the way nginx does before it looks for a file:
 * percent-decoded, `//` merged, `.` and `..` resolved. Anything nginx would answer 400 to is
 * refused here too, with a reason, instead of throwing inside a request handler (which is how
 * `curl --path-as-is 'http://127.0.0.1:PORT//a:99999/'` used to kill `npm start`).
 */
export type RequestTarget =
  | { ok: true; /** As sent: what redirect rules match. */ raw: string; /** Decoded and normalised, starts with `/`. */ path: string }
  | { ok: false; reason: string };

export function parseRequestTarget(target: string | undefined): RequestTarget {
  if (!target) return { ok: false, reason: 'empty request target' };
  let raw = target;
  // Absolute form (`GET http://host/x HTTP/1.1`), which HTTP/1.1 servers must accept: keep the path.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(raw);
  if (absolute) raw = raw.slice(absolute[0].length) || '/';
  if (!raw.startsWith('/')) return { ok: false, reason: 'the target is not a path' };
  const rawPath = raw.split('?', 1)[0].split('#', 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding' };
  }
  // Control characters are exactly what this rejects.
  // eslint-disable-next-line no-control-regex
  if (/[\0-\x1f\x7f]/.test(decoded)) return { ok: false, reason: 'control character in the path' };
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return { ok: false, reason: 'the path climbs above the root' };
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const trailing = decoded.endsWith('/') || /\/\.\.?$/.test(decoded);
  const path = '/' + segments.join('/') + (trailing && segments.length > 0 ? '/' : '');
  return { ok: true, raw, path };
}
