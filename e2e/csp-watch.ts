import type { Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  document: string;
}

/**
 * Records every Content-Security-Policy violation the page or any of its frames reports
 * (`securitypolicyviolation`), across navigations. Chromium also logs most of them as console
 * errors, which watchConsole catches; this says which directive and what was blocked.
 */
export async function watchCsp(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, v: CspViolation) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, sample: e.sample, document: e.documentURI });
    });
  });
  return violations;
}

/**
 * The violations that are a fault. One is the policy doing its job on a probe that a dependency
 * makes and survives: the copy of zod bundled into @docsearch/react 4.7 runs `Function('')`
 * once, when the search modal loads, to learn whether eval is allowed; it catches the refusal
 * and validates without eval. (Its own config object is private to the bundle, so it cannot be
 * told `jitless` from outside; the CSP must not gain 'unsafe-eval' for it.) Nothing else is
 * excused.
 */
export function faults(violations: CspViolation[]): CspViolation[] {
  return violations.filter((v) => !(v.directive === 'script-src' && v.blocked === 'eval' && /\/assets\/SearchModal-[\w-]+\.js$/.test(v.source)));
}
