import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { faults, watchCsp, type CspViolation } from './csp-watch.ts';
import { PICKER_LEGACY_DEPRECATION, SITE_DIR } from './helpers.ts';
import { sampled, sampleLabel } from './sample.ts';

/**
 * Every standalone demo document of the build runs in Chromium: each `ion-*` element upgrades
 * (gets `hydrated`), nothing is logged as an error or warning, no request fails, no request
 * leaves 127.0.0.1, and the demo policy (CSP) is sent and never violated. With nginx available
 * this spec runs against nginx and deploy/nginx.conf (playwright.config.ts), as production would. Demos are grouped by page (one test a page, so the suite shards across
 * workers); modes alternate from demo to demo, so a page with two demos or more runs in both.
 */

async function demoDocuments(): Promise<string[]> {
  const docs = path.join(SITE_DIR, 'docs');
  const found: string[] = [];
  for (const versionDir of ['', 'v7/']) {
    const dir = path.join(docs, versionDir, '_demos');
    const files = ((await readdir(dir, { recursive: true }).catch(() => [])) as string[]).filter((f) => f.endsWith('.html'));
    found.push(...files.map((f) => `/docs/${versionDir}_demos/${f.split(path.sep).join('/')}`));
  }
  return found.sort();
}

const documents = await demoDocuments();
const byPage = new Map<string, string[]>();
for (const doc of documents) {
  const pageKey = doc.slice(0, doc.lastIndexOf('/'));
  byPage.set(pageKey, [...(byPage.get(pageKey) ?? []), doc]);
}
// This run's share of the demo documents (e2e/sample.ts); a page with none in it has no test today.
const inShare = new Set(sampled(documents));
for (const [pageKey, docs] of byPage) {
  const kept = docs.filter((doc) => inShare.has(doc));
  if (kept.length > 0) byPage.set(pageKey, kept);
  else byPage.delete(pageKey);
}

/**
 * The one warning a demo may log: the page of a deprecated component demonstrates it, and Ionic
 * announces the deprecation whenever it is used. Anything else logged fails the demo.
 */
const DOCUMENTED_DEPRECATIONS: Array<{ page: string; warning: string }> = [{ page: '/api/picker-legacy/', warning: PICKER_LEGACY_DEPRECATION }];

async function loadDemo(page: Page, url: string, mode: 'ios' | 'md', origin: string, violations: CspViolation[]): Promise<string[]> {
  const problems: string[] = [];
  violations.length = 0;
  const expected = DOCUMENTED_DEPRECATIONS.filter((d) => url.includes(d.page)).map((d) => d.warning);
  const onConsole = (msg: { type(): string; text(): string }) => {
    if (msg.type() === 'warning' && expected.some((w) => msg.text().startsWith(w))) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    // ERR_ABORTED: the request was cancelled by the next navigation of this test, not refused.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  const onRequest = (request: { url(): string }) => {
    const u = request.url();
    if (!u.startsWith(origin) && !u.startsWith('data:')) problems.push(`request left the site: ${u}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('request', onRequest);
  try {
    const response = await page.goto(`${url}?ionic:mode=${mode}`);
    if (!response?.headers()['content-security-policy']?.includes("style-src 'self' 'unsafe-inline'")) problems.push('the demo CSP header is missing');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    const pending = await page
      .waitForFunction(
        () => {
          const waiting = [...document.querySelectorAll('*')].filter((e) => e.tagName.startsWith('ION-') && !e.classList.contains('hydrated'));
          return waiting.length === 0 ? true : null;
        },
        undefined,
        { timeout: 10_000 },
      )
      .then(() => [])
      .catch(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((e) => e.tagName.startsWith('ION-') && !e.classList.contains('hydrated'))
            .map((e) => e.tagName.toLowerCase()),
        ),
      );
    for (const tag of pending) problems.push(`<${tag}> never upgraded`);
    // Let late work (icon fetches, lazy chunks) finish so its failures are seen: wait until no
    // new resource has started for a moment (cheaper than Playwright's 500 ms 'networkidle').
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __seen?: number; __stable?: number };
        const count = performance.getEntriesByType('resource').length;
        w.__stable = count === w.__seen ? (w.__stable ?? 0) + 1 : 0;
        w.__seen = count;
        return w.__stable >= 3;
      },
      undefined,
      { polling: 60, timeout: 5_000 },
    );
    for (const v of faults(violations)) problems.push(`CSP ${v.directive} refused ${v.blocked || v.sample}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
    page.off('request', onRequest);
  }
  return problems.map((p) => `${url} (${mode}): ${p}`);
}

test('the build has demo documents for the component pages', () => {
  expect(documents.length).toBeGreaterThan(100);
  expect(documents).toContain('/docs/_demos/api/button/basic-usage.html');
});

let counter = 0;
for (const [pageKey, docs] of byPage) {
  test(`demos of ${pageKey.replace(/^\/docs\/(v7\/)?_demos\//, '$1')} (${sampleLabel()}) run offline`, async ({ page, baseURL }) => {
    test.setTimeout(30_000 + docs.length * 8_000);
    const origin = new URL(baseURL as string).origin;
    const problems: string[] = [];
    const violations = await watchCsp(page);
    for (const [i, doc] of docs.entries()) {
      const mode = (counter + i) % 2 === 0 ? 'ios' : 'md';
      problems.push(...(await loadDemo(page, doc, mode, origin, violations)));
    }
    counter += docs.length;
    expect(problems).toEqual([]);
  });
}
