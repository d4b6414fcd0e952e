import { describe, expect, it } from 'vitest';
import config from '../../site.config.ts';
import { hostingPolicy, IMMUTABLE, REVALIDATE } from '../../src/node/hosting/policy.ts';
import { siteLayout } from '../../src/node/hosting/site-layout.ts';
import { CLOUDFLARE_LIMITS, renderHeaders, renderRedirects, type StaticHost } from '../../src/node/hosting/static-host-files.ts';

const hashes = Array.from({ length: 4 }, (_, i) => `'sha256-${String(i).repeat(43)}='`);
const policy = hostingPolicy(siteLayout(config), { scriptHashes: hashes, styleHashes: [], styleAttributes: 66 });

interface Rule {
  glob: string;
  set: Array<[string, string]>;
  detach: string[];
}

function parse(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ glob: line.trim(), set: [], detach: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)!.detach.push(line.trim().slice(1).trim().toLowerCase());
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)!.set.push([name.toLowerCase(), value.join(':').trim()]);
    }
  }
  return rules;
}

const matches = (glob: string, urlPath: string) => new RegExp('^' + glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$').test(urlPath);

/**
 * The headers a path gets, by each host's documented rules. Cloudflare Pages: every matching
 * rule applies in order, `! Name` drops what earlier rules set, and a header set again is
 * joined with a comma. Netlify: the later matching rule's value replaces the earlier one.
 */
function effective(host: StaticHost, text: string, urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of parse(text).filter((r) => matches(r.glob, urlPath))) {
    if (host === 'cloudflare-pages') for (const name of rule.detach) delete out[name];
    for (const [name, value] of rule.set) out[name] = host === 'cloudflare-pages' && out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

describe('_headers for the static hosts', () => {
  for (const host of ['cloudflare-pages', 'netlify'] as const) {
    it(`${host}: every kind of path gets exactly the headers nginx sends`, () => {
      const text = renderHeaders(policy, host);
      const security = Object.fromEntries(policy.security.map(([k, v]) => [k.toLowerCase(), v]));
      const expected = {
        '/docs/api/button': { csp: policy.csp.site, cache: REVALIDATE },
        '/docs/v7/': { csp: policy.csp.site, cache: REVALIDATE },
        '/docs/search-index-v8.json': { csp: policy.csp.site, cache: REVALIDATE },
        '/docs/assets/main-BjV3YN_F.js': { csp: policy.csp.site, cache: IMMUTABLE },
        '/docs/_ionic/8.8.19/ionic/ionic.esm.js': { csp: policy.csp.site, cache: IMMUTABLE },
        '/docs/_demos/api/button/basic.html': { csp: policy.csp.demos, cache: REVALIDATE },
        '/docs/v7/_demos/api/button/basic.html': { csp: policy.csp.demos, cache: REVALIDATE },
      };
      for (const [urlPath, want] of Object.entries(expected)) {
        expect(effective(host, text, urlPath), urlPath).toEqual({ ...security, 'content-security-policy': want.csp, 'cache-control': want.cache });
      }
      if (host === 'netlify') expect(text).not.toMatch(/^\s+!/m);
    });
  }

  it('the Netlify variant on Cloudflare Pages would join two CSPs on demo documents (why there are two variants)', () => {
    const csp = effective('cloudflare-pages', renderHeaders(policy, 'netlify'), '/docs/_demos/api/button/basic.html')['content-security-policy'];
    expect(csp).toBe(`${policy.csp.site}, ${policy.csp.demos}`);
  });

  it('fits Cloudflare Pages’ limits, and says so when it would not', () => {
    const text = renderHeaders(policy, 'cloudflare-pages');
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.lineLength);
    // Hashing the 66 style attributes instead of 'unsafe-inline' would not fit (see csp.ts).
    const bloated = { ...policy, csp: { ...policy.csp, site: policy.csp.site + ` 'unsafe-hashes'` + ` 'sha256-${'x'.repeat(43)}='`.repeat(66) } };
    expect(() => renderHeaders(bloated, 'cloudflare-pages')).toThrow(/2000/);
  });
});

describe('_redirects for the static hosts', () => {
  it('send / to the docs everywhere; Netlify also gets each version’s 404 page', () => {
    expect(renderRedirects(policy, 'cloudflare-pages')).toMatch(/^\/ \/docs\/ 302$/m);
    const netlify = renderRedirects(policy, 'netlify');
    expect(netlify.indexOf('/docs/v7/* /docs/v7/404.html 404')).toBeGreaterThan(0);
    expect(netlify.indexOf('/docs/v7/*')).toBeLessThan(netlify.indexOf('/* /404.html 404'));
    expect(renderRedirects(policy, 'cloudflare-pages')).not.toMatch(/ 404$/m);
  });

  it('carry the old addresses (data/redirects.json) for both hosts, before the catch-all 404 rules', () => {
    for (const host of ['netlify', 'cloudflare-pages'] as StaticHost[]) {
      const text = renderRedirects(policy, host);
      expect(text).toMatch(/^\/docs\/react\/your-first-app\/3-saving-photos \/docs\/react\/your-first-app\/saving-photos 301$/m);
      expect(text).toMatch(/^\/docs\/v8\/\* \/docs\/:splat 301$/m);
      expect(text).toMatch(/^\/docs\/v8 \/docs\/ 301$/m);
      const lines = text.split('\n').filter((l) => l.endsWith(' 301'));
      expect(lines.length).toBe(policy.layout.moved.length + policy.layout.moved.filter((m) => m.prefix).length);
      if (host === 'netlify') expect(text.indexOf(' 301')).toBeLessThan(text.indexOf(' 404'));
    }
  });
});
