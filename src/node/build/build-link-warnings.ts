/**
 * Broken internal links and anchors in a finished build, as warnings (spec: broken links and
 * anchors are warnings in a build; `npm run lint:routes` and `npm test` treat them as errors).
 */
import { checkPageLinks, readPageLinks } from './link-check.ts';

export async function linkWarnings(siteDir: string): Promise<string[]> {
  return checkPageLinks(await readPageLinks(siteDir)).broken;
}
