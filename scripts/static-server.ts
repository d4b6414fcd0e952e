import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { normalizePath } from '../src/runtime/normalize-path.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Text types worth compressing. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

/** Compressed bodies by file, encoding and mtime: each file is compressed once, like a CDN would. */
const compressed = new Map<string, Buffer>();

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function body(file: string, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
  const raw = await readFile(file);
  if (!encoding || !COMPRESSIBLE.has(path.extname(file))) return raw;
  const key = `${file}\0${encoding}\0${(await stat(file)).mtimeMs}`;
  let out = compressed.get(key);
  if (!out) {
    out = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, out);
  }
  return out;
}

/** Files Vite names with a content hash never change: cache them for a year. */
const HASHED = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path: the exact file, `x.html`, or `x/index.html`. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(base, 'index.html')] : [base, base + '.html', path.join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  // `/x.html` and `/x/index.html` answer with the page of `/x` (spec §2.2 normalisation).
  const clean = normalizePath(decoded, false);
  if (clean !== decoded) return resolveFile(root, clean);
  return null;
}

/**
 * Serves the prerendered site: correct content types, brotli/gzip by Accept-Encoding,
 * immutable caching for hashed assets, and `404.html` with status 404 for unknown paths.
 */
export function createStaticServer(root: string, baseUrl: string): Server {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((url.pathname === '/' && baseUrl !== '/') || url.pathname === baseUrl.replace(/\/$/, '')) {
      res.writeHead(302, { location: baseUrl });
      res.end();
      return;
    }
    const file = await resolveFile(root, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    if (!file && !existsSync(served)) {
      // The hash-router build has no 404 page (every route is index.html#/…).
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    const encoding = COMPRESSIBLE.has(path.extname(served)) ? pickEncoding(req.headers['accept-encoding']) : null;
    let payload: Buffer;
    try {
      payload = await body(served, encoding);
    } catch {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Could not read the file');
      return;
    }
    res.writeHead(status, {
      'content-type': type,
      'content-length': payload.length,
      'cache-control': file && HASHED.test(url.pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
}
