import type { Stats } from 'node:fs';

/** The ETag nginx gives a static file, `"<mtime hex>-<size hex>"`, so either server validates the other's. */
export function etagOf(info: Pick<Stats, 'mtimeMs' | 'size'>): string {
  return `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
}

export function lastModifiedOf(info: Pick<Stats, 'mtimeMs'>): string {
  return new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
}

/**
 * Whether a GET or HEAD can be answered 304 Not Modified (RFC 9110 §13.2.2): If-None-Match
 * wins when present (weak comparison); otherwise If-Modified-Since, when the file is not newer
 * (nginx's `if_modified_since before`).
 */
export function notModified(headers: { 'if-none-match'?: string; 'if-modified-since'?: string }, etag: string, info: Pick<Stats, 'mtimeMs'>): boolean {
  const inm = headers['if-none-match'];
  if (inm !== undefined) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((tag) => strip(tag) === strip(etag));
  }
  const ims = headers['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && Math.floor(info.mtimeMs / 1000) * 1000 <= since;
}
