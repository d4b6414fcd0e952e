import { IMMUTABLE, REVALIDATE, type HostingPolicy } from './policy.ts';

/** The two lines a deployment changes (and the preview rewrites). */
export const NGINX_LISTEN = 'listen 8080;';
export const NGINX_ROOT = 'root /srv/ionic-docs/site;';

/**
 * A double-quoted nginx string. Inside quotes nginx rewrites a backslash before another
 * backslash, a quote, `t`, `r` or `n`, and keeps every other backslash as it is, so a regex like
 * `\.` or `\x5c` passes through unchanged; text that would be rewritten is refused.
 */
function q(text: string): string {
  if (/"|\\[\\"'tnr]|\n/.test(text)) throw new Error(`cannot write as an nginx string: ${text}`);
  return `"${text}"`;
}

/** `add_header` lines: security headers and the CSP on every status, caching on successes only. */
function headers(policy: HostingPolicy, csp: string, cache: string | null, cacheAlways = false, indent = '        '): string[] {
  return [
    ...policy.security.map(([name, value]) => `${indent}add_header ${name} ${q(value)} always;`),
    `${indent}add_header Content-Security-Policy ${q(csp)} always;`,
    ...(cache ? [`${indent}add_header Cache-Control ${q(cache)}${cacheAlways ? ' always' : ''};`] : []),
  ];
}

/** The `types` block: exactly the files a build writes, so nothing depends on the host's mime.types. */
function typesBlock(policy: HostingPolicy): string[] {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(policy.types)) {
    const bare = type.split(';')[0];
    byType.set(bare, [...(byType.get(bare) ?? []), ext]);
  }
  // text/html is always in charset_types; naming it again is a warning.
  const charset = [...byType.keys()].filter((t) => t !== 'text/html' && policy.types[byType.get(t)![0]].includes('charset=utf-8'));
  return [
    '    types {',
    ...[...byType].map(([type, exts]) => `        ${type.padEnd(28)} ${exts.join(' ')};`),
    '    }',
    '    default_type application/octet-stream;',
    '    charset utf-8;',
    `    charset_types ${charset.join(' ')};`,
  ];
}

/**
 * The production server block for `policy`: one file, dropped into `conf.d/` (or
 * `sites-enabled/`) of Debian's nginx with libnginx-mod-http-brotli-static. Its `listen` and
 * `root` lines are the only things a deployment changes.
 */
export function renderNginxServer(policy: HostingPolicy): string {
  const { layout } = policy;
  const notFoundPages = layout.notFound;
  const lines: string[] = [
    '# Ionic Framework documentation: the production nginx server block.',
    '#',
    '# Generated from src/node/hosting/ (policy.ts, csp.ts, redirects.ts) by the build, which writes',
    '# it to dist/deploy/nginx.conf; `npm run deploy:config` copies that here. Edit those files, not',
    '# this one: `npm test` fails when the two differ. To deploy, change `listen` and `root` only.',
    '#',
    "# Needs Debian's nginx and libnginx-mod-http-brotli-static (for brotli_static); the build",
    '# writes a .br and a .gz beside every text file, so nothing is compressed per request.',
    '',
    'server {',
    `    ${NGINX_LISTEN}`,
    '    server_name _;',
    `    ${NGINX_ROOT}`,
    '',
    '    server_tokens off;',
    "    # Redirects carry a path, never this server's own host and port (right behind a proxy too).",
    '    absolute_redirect off;',
    "    # No disable_symlinks: with it, Debian's brotli_static module intermittently fails to open the",
    '    # .br file and the plain one goes out. The build refuses to publish a symlink instead.',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    etag on;',
    '    if_modified_since before;',
    '',
    '    brotli_static on;',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    gzip off;',
    '',
    ...typesBlock(policy),
    '',
  ];
  if (notFoundPages.length > 0) {
    lines.push('    # The 404 page of the version the path belongs to (spec: v7 paths get the v7 page).');
    lines.push(`    set $docs_not_found ${notFoundPages[notFoundPages.length - 1].page};`);
    for (const { prefix, page } of notFoundPages.slice(0, -1)) lines.push(`    if ($uri ~ ${q(`^/+${prefix.slice(1)}`)}) { set $docs_not_found ${page}; }`);
    lines.push('    # A folder without a page (403 from nginx) is simply not found.');
    lines.push('    error_page 403 404 =404 $docs_not_found;');
    lines.push('');
  }
  lines.push(
    '    # Only GET and HEAD: this is a static site.',
    '    set $docs_allow "";',
    '    if ($request_method !~ "^(?:GET|HEAD)$") { set $docs_allow "GET, HEAD"; return 405; }',
    '    add_header Allow $docs_allow always;',
    '',
  );
  if (policy.redirects.length > 0) {
    lines.push('    # Redirects, first match wins: the same patterns `npm start` runs (src/node/hosting/redirects.ts),');
    lines.push('    # matched against the raw request line so nothing percent-decoded reaches a Location header.');
    for (const rule of policy.redirects) {
      lines.push(`    # ${rule.why}`);
      lines.push(`    if ($request_uri ~ ${q(rule.pattern)}) { return ${rule.status} ${q(rule.location)}; }`);
    }
    lines.push('');
  }
  lines.push('    # Answers made above (405, redirects) carry the security headers too.', ...headers(policy, policy.csp.site, null, false, '    '), '');
  lines.push(
    '    # Files of the deploy tooling and dot-files (the Vite manifest) are not part of the site.',
    '    location = /_headers { return 404; }',
    '    location = /_redirects { return 404; }',
    '    location ~ "/\\.(?!well-known/)" { return 404; }',
    '',
    '    # Standalone demo documents (iframes): the Stencil runtime of the Ionic components writes',
    '    # <style> elements, so their policy allows inline styles; their URLs end in .html.',
    `    location ~ ${q(policy.demos.pattern)} {`,
    '        try_files $uri =404;',
    ...headers(policy, policy.csp.demos, REVALIDATE),
    '    }',
    '',
  );
  for (const { pattern } of policy.immutable) {
    lines.push(`    location ~ ${q(pattern)} {`, '        try_files $uri =404;', ...headers(policy, policy.csp.site, IMMUTABLE), '    }', '');
  }
  lines.push(
    '    # Pages (/x is x.html, a version root is its index.html), route maps, search indexes: stored',
    '    # but revalidated each time (ETag / Last-Modified, 304 when unchanged).',
    '    location / {',
    `        try_files $uri ${layout.cleanUrls ? '$uri.html ' : ''}$uri/index.html =404;`,
    ...headers(policy, policy.csp.site, REVALIDATE),
    '    }',
  );
  for (const { page } of notFoundPages) {
    lines.push('', `    location = ${page} {`, '        internal;', ...headers(policy, policy.csp.site, REVALIDATE, true), '    }');
  }
  lines.push('}', '');
  return lines.join('\n');
}
