import type { Page } from '@playwright/test';

/**
 * Requests that failed while pages loaded: network failures and answers of 400 or more. A
 * request the browser cancels because the next page is loading (net::ERR_ABORTED) is not one.
 */
export function watchRequests(page: Page): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`request answered ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** React's hydration problems, which production builds log as minified errors #418–#425. */
export function hydrationProblems(consoleProblems: string[]): string[] {
  return consoleProblems.filter((p) => /hydrat|Minified React error #4(1[89]|2[0-5])/i.test(p));
}

/** Ids the live document (after hydration) uses more than once: a `#id` link reaches only the first. */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const duplicates = new Set<string>();
    for (const el of document.querySelectorAll('[id]')) (seen.has(el.id) ? duplicates : seen).add(el.id);
    return [...duplicates];
  });
}
