import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acceptedEncodings, type Encoding } from './accept-encoding.ts';
import { etagOf, lastModifiedOf, notModified } from './conditional.ts';
import { loadPolicy } from './load-policy.ts';
import { IMMUTABLE, REVALIDATE, type HostingPolicy } from './policy.ts';
import { matchRedirect } from './redirects.ts';
import { parseRequestTarget } from './request-target.ts';

export interface StaticServerOptions {
  /** The policy to serve with; by default the one the build wrote beside `root` (deploy/policy.json). */
  policy?: HostingPolicy;
}

/** What a request resolved to: a file under the root, or nothing. */
interface Found {
  file: string;
  info: Stats;
}

interface Site {
  policy: HostingPolicy;
  /** The root with its own symlinks resolved: every served file must lie under it, lexically. */
  root: string;
  demo: RegExp;
  immutable: RegExp[];
}

/**
 * The file at `urlPath` under the root, if it is a regular file reached without any symlink
 * (what nginx's `disable_symlinks on` allows): a planted link to /etc/passwd is not found.
 */
async function fileAt(site: Site, urlPath: string): Promise<Found | null> {
  const file = path.join(site.root, ...urlPath.split('/').filter(Boolean));
  if (file !== site.root && !file.startsWith(site.root + path.sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile() || (await realpath(file)) !== file) return null;
    return { file, info };
  } catch {
    return null;
  }
}

/** The files nginx's try_files would try, in order, for a path in each kind of location. */
function candidates(site: Site, urlPath: string): string[] {
  if (site.demo.test(urlPath) || site.immutable.some((re) => re.test(urlPath))) return [urlPath];
  if (urlPath.endsWith('/')) return [urlPath + 'index.html'];
  return site.policy.layout.cleanUrls ? [urlPath, urlPath + '.html', urlPath + '/index.html'] : [urlPath, urlPath + '/index.html'];
}

/** Not part of the site: the static hosts' files and dot-files (the Vite manifest), as in nginx. */
function hidden(urlPath: string): boolean {
  return urlPath === '/_headers' || urlPath === '/_redirects' || /\/\.(?!well-known\/)/.test(urlPath);
}

function securityHeaders(site: Site, urlPath: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of site.policy.security) headers[name] = value;
  headers['Content-Security-Policy'] = site.demo.test(urlPath) ? site.policy.csp.demos : site.policy.csp.site;
  return headers;
}

function plain(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** The precompressed variant to send, if the client accepts one and the build wrote it. */
async function pickVariant(
  site: Site,
  urlPath: string,
  found: Found,
  accept: Encoding[],
): Promise<{ variant: (Found & { encoding: Encoding }) | null; vary: boolean }> {
  const ext = path.extname(found.file).slice(1);
  if (!site.policy.compressible.includes(ext)) return { variant: null, vary: false };
  const [br, gz] = await Promise.all([fileAt(site, urlPath + '.br'), fileAt(site, urlPath + '.gz')]);
  const available = { br, gzip: gz };
  const encoding = accept.find((e) => available[e] !== null);
  const chosen = encoding ? available[encoding] : null;
  return { variant: chosen && encoding ? { ...chosen, encoding } : null, vary: br !== null || gz !== null };
}

async function sendFile(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  served: { path: string; found: Found },
  status: 200 | 404,
): Promise<void> {
  const { variant, vary } = await pickVariant(site, served.path, served.found, acceptedEncodings(req.headers['accept-encoding']));
  const body = variant ?? served.found;
  const etag = etagOf(body.info);
  const immutable = status === 200 && site.immutable.some((re) => re.test(served.path));
  const headers: OutgoingHttpHeaders = {
    ...securityHeaders(site, urlPath),
    'Content-Type': site.policy.types[path.extname(served.found.file).slice(1)] ?? 'application/octet-stream',
    'Last-Modified': lastModifiedOf(body.info),
    ETag: etag,
    'Cache-Control': immutable ? IMMUTABLE : REVALIDATE,
    ...(vary ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (status === 200 && notModified(req.headers, etag, body.info)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': body.info.size, ...(variant ? { 'Content-Encoding': variant.encoding } : {}) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(body.file), res);
}

async function handle(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = parseRequestTarget(req.url);
  if (!target.ok) return plain(res, 400, `Bad request: ${target.reason}\n`, securityHeaders(site, '/'));
  const security = securityHeaders(site, target.path);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, 'Method not allowed: this is a static site (GET and HEAD only)\n', { ...security, Allow: 'GET, HEAD' });
  const redirect = matchRedirect(site.policy.redirects, target.raw);
  if (redirect) {
    res.writeHead(redirect.status, { ...security, Location: redirect.location, 'Content-Length': 0 });
    res.end();
    return;
  }
  if (!hidden(target.path)) {
    for (const candidate of candidates(site, target.path)) {
      const found = await fileAt(site, candidate);
      if (found) return sendFile(site, req, res, target.path, { path: candidate, found }, 200);
    }
  }
  // The not-found page of the version the path belongs to (`/docs/v7/…` → docs/v7/404.html).
  const page = site.policy.layout.notFound.find((n) => target.path.startsWith(n.prefix));
  const found = page ? await fileAt(site, page.page) : null;
  if (page && found) return sendFile(site, req, res, target.path, { path: page.page, found }, 404);
  return plain(res, 404, 'Not found\n', { ...security, 'Cache-Control': REVALIDATE });
}

/** Answers a request that failed in a way no rule foresaw, without taking the server down. */
function fail(res: ServerResponse, error: unknown): void {
  if (!res.headersSent) {
    plain(res, 500, 'Internal error\n', {});
    console.error(`static server: ${(error as Error).message ?? error}`);
  } else {
    // Mid-body (the client went away, or the file vanished): nothing to say, just drop it.
    res.destroy();
  }
}

/**
 * `npm start` / `npm run serve`: the built site served as nginx serves it with deploy/nginx.conf,
 * from the same policy (src/node/hosting/): clean URLs and redirects, the version's 404 page with
 * status 404, the build's .br/.gz files by Accept-Encoding (q=0 honoured), ETag / Last-Modified
 * and 304, immutable hashed assets, the security headers and CSP. GET and HEAD only (405
 * otherwise); a malformed request gets 400; nothing outside the root is served, symlinks
 * included; and no request can take the process down.
 */
export function createStaticServer(root: string, baseUrl: string, options: StaticServerOptions = {}): Server {
  const ready: Promise<Site> = (async () => {
    const policy = options.policy ?? (await loadPolicy(root, baseUrl));
    return {
      policy,
      root: await realpath(root),
      demo: new RegExp(policy.demos.pattern),
      immutable: policy.immutable.map((i) => new RegExp(i.pattern)),
    };
  })();
  // Reported per request below; without this an unreadable policy would be an unhandled rejection.
  ready.catch(() => {});
  return createServer((req, res) => {
    ready.then((site) => handle(site, req, res)).catch((error: unknown) => fail(res, error));
  });
}
