import { demoCsp, siteCsp, type CspInputs } from './csp.ts';
import { redirectRules, type RedirectRule } from './redirects.ts';
import type { SiteLayout } from './site-layout.ts';

/**
 * How a build is served, in one place: the nginx file, the Netlify and Cloudflare Pages files
 * and `npm start` are all rendered from this object, so they cannot disagree. The build writes
 * it to `dist/deploy/policy.json` (see write-hosting-files.ts).
 */
export interface HostingPolicy {
  layout: SiteLayout;
  redirects: RedirectRule[];
  /** Headers on every response, whatever its status. */
  security: Array<[string, string]>;
  /** The Content-Security-Policy of pages, and of demo documents (paths matching `demoPattern`). */
  csp: { site: string; demos: string };
  /**
   * Paths whose files never change under that name (`Cache-Control: immutable`): a regular
   * expression over the normalised path for nginx and `npm start`, and the folders it covers as
   * `_headers` globs for the static hosts (write-hosting-files.ts checks that every file there
   * matches the expression).
   */
  immutable: Array<{ pattern: string; globs: string[] }>;
  /** Paths of the standalone demo documents and their files, as a regular expression and as globs. */
  demos: { pattern: string; globs: string[] };
  /** Content type by file extension, for every kind of file a build writes. */
  types: Record<string, string>;
  /** Extensions whose files the build also writes as `.br` and `.gz`. */
  compressible: string[];
  /** Statistics behind the policy, for the build log and the README. */
  inline: { scripts: number; styleAttributes: number };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated (ETag / Last-Modified → 304) before every use. */
export const REVALIDATE = 'no-cache';

/**
 * Features a documentation site never uses, denied to the page and to every frame in it. Only
 * names Chromium knows: an unknown one (`bluetooth`, `battery`, `interest-cohort`…) is logged
 * as a console warning on every page.
 * (clipboard-write stays allowed: the code blocks' Copy button uses it.)
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Every kind of file a build writes (and the Ionic files demos load), with its type. */
export const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

export const COMPRESSIBLE = ['html', 'js', 'mjs', 'css', 'json', 'map', 'webmanifest', 'svg', 'xml', 'txt', 'md'];

export interface PolicyInputs extends CspInputs {
  styleAttributes: number;
}

/** The policy of a build with `layout`, given what its pages hold inline. */
export function hostingPolicy(layout: SiteLayout, inputs: PolicyInputs): HostingPolicy {
  const roots = layout.roots.map((r) => r.replace(/^\/|\/$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const under = roots.length ? `^/+(?:${roots.join('|')})/` : '^/+';
  const globs = (rest: string) => (layout.roots.length ? layout.roots : ['/']).map((root) => root + rest);
  return {
    layout,
    redirects: redirectRules(layout),
    security: [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', DENIED_FEATURES.map((f) => `${f}=()`).join(', ')],
    ],
    csp: { site: siteCsp(inputs), demos: demoCsp() },
    immutable: [
      // Vite names what it writes to assets/ after its content (`main-BjV3YN_F.js`).
      { pattern: `${under}assets/[^/]+-[A-Za-z0-9_-]{8}\\.[a-z0-9]+$`, globs: globs('assets/*') },
      // Self-hosted Ionic builds live under their version number (`_ionic/8.8.19/…`).
      { pattern: `${under}_ionic/[^/]+/`, globs: globs('_ionic/*') },
    ],
    demos: { pattern: `${under}_demos/`, globs: globs('_demos/*') },
    types: CONTENT_TYPES,
    compressible: COMPRESSIBLE,
    inline: { scripts: inputs.scriptHashes.length, styleAttributes: inputs.styleAttributes },
  };
}
