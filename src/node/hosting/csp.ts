import type { AlgoliaSettings } from '../../shared/search-config.ts';

/** What a build contributes to its Content-Security-Policy. */
export interface CspInputs {
  /** `'sha256-…'` sources of the inline scripts the build writes (see inline-hashes.ts). */
  scriptHashes: string[];
  /** `'sha256-…'` sources of inline `<style>` elements in the build (none today). */
  styleHashes: string[];
  /** Set when the build searches with Algolia DocSearch instead of the local index. */
  algolia?: AlgoliaSettings;
}

/** The hosts algoliasearch queries for an app: the DSN host, then three fallbacks. */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}-1.algolianet.com`, `https://${id}-2.algolianet.com`, `https://${id}-3.algolianet.com`];
}

/** Where the "Open in StackBlitz" export posts its form. */
export const STACKBLITZ_ORIGIN = 'https://stackblitz.com';

function serialize(directives: Array<[string, string[]]>): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The policy of every page. Scripts come only from the site plus the hashes of its own inline
 * scripts: no 'unsafe-inline', no 'unsafe-eval'. Styles come only from the site's stylesheets;
 * style *attributes* are allowed ('unsafe-inline' in style-src-attr only) because the
 * prerendered HTML carries them: React's `style` props (announcement bar, colour swatches) and
 * the build-time highlighter's token colours, 67 distinct values today. Hashing them with
 * 'unsafe-hashes' would cost ~3.7 KB of header, past the 2,000-character line limit of
 * Cloudflare Pages' _headers, and would break on the next new token colour; an attribute
 * cannot run script, and every fetch directive stays 'self', so such a style cannot load
 * anything from elsewhere either.
 */
export function siteCsp(inputs: CspInputs): string {
  return serialize([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inputs.scriptHashes]],
    ['style-src', ["'self'", ...inputs.styleHashes]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    // The search worker fetches the local index; with Algolia, queries go to its hosts.
    ['connect-src', ["'self'", ...(inputs.algolia ? algoliaHosts(inputs.algolia.appId) : [])]],
    ['worker-src', ["'self'"]],
    // Live demos are same-origin documents in iframes.
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The search page's form is a GET to itself (it works before the script loads); the only
    // other form is the StackBlitz export, posted from a window that inherits this policy.
    ['form-action', ["'self'", STACKBLITZ_ORIGIN]],
    ['frame-ancestors', ["'self'"]],
  ]);
}

/**
 * The policy of the standalone demo documents under `_demos/`: the same, except that the Ionic
 * components' Stencil runtime writes `<style>` elements at run time, so style-src allows inline
 * styles there (and only there). Scripts stay 'self' only: demo documents have no inline script.
 */
export function demoCsp(): string {
  return serialize([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", STACKBLITZ_ORIGIN]],
    ['frame-ancestors', ["'self'"]],
  ]);
}
