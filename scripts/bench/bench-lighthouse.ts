/**
 * Lighthouse (mobile preset: simulated slow 4G, mid-range phone) over one page of each type,
 * in Debian's Chromium against the built site served as `npm start` serves it. Used by
 * `npm run bench`; run alone with `npx tsx scripts/bench/bench-lighthouse.ts` after a build.
 */
import type { AddressInfo } from 'node:net';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import config from '../../site.config.ts';
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { createStaticServer } from '../../src/node/hosting/static-server.ts';

export const LIGHTHOUSE_PAGES: Array<[string, string]> = [
  ['landing', '/docs/'],
  ['guide', '/docs/theming/dark-mode'],
  ['tutorial', '/docs/angular/your-first-app/taking-photos'],
  ['component page with demos', '/docs/api/button'],
  ['component page with overlay demos', '/docs/api/modal'],
  ['CLI command', '/docs/cli/commands/serve'],
  ['native plugin', '/docs/native/camera'],
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function benchLighthouse(root: string): Promise<string[]> {
  const server = createStaticServer(outDirs(root).site, config.baseUrl);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const lines = ['| Lighthouse mobile | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |', '|---|---|---|---|---|---|---|---|---|'];
  try {
    for (const [label, path] of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr) {
        lines.push(`| ${label} (${path}) | no result | | | | | | | |`);
        continue;
      }
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '–';
      lines.push(
        `| ${label} (${path}) | **${score('performance')}** | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
      );
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLighthouse(process.cwd())) console.log(line);
}
