/**
 * Search latency in a real browser: Debian's Chromium against the built site on 127.0.0.1.
 * For each keystroke of a fixed query list, the time from the input event to the results being
 * in the DOM, and to the next painted frame. Used by `npm run bench`; run alone with
 * `npx tsx scripts/bench/bench-search-browser.ts` after a build.
 */
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import config from '../../site.config.ts';
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { createStaticServer } from '../../src/node/hosting/static-server.ts';

const QUERIES = ['dark mode', 'ion-button', 'capacitor camera', 'ionic serve', 'datetme', 'modal', 'router outlet', 'tabs'];

export async function benchSearchInBrowser(root: string): Promise<string> {
  const server = createStaticServer(outDirs(root).site, config.baseUrl);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/theming/basics`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.keyboard.type('button', { delay: 50 }); // loads and warms the index
    await page.waitForTimeout(800);
    const dom: number[] = [];
    const frame: number[] = [];
    for (const query of QUERIES) {
      await page.fill('.DocSearch-Input', '');
      await page.waitForTimeout(200);
      for (const char of query) {
        const timing = await page.evaluate(
          (c) =>
            new Promise<[number, number] | null>((resolve) => {
              const modal = document.querySelector('.DocSearch-Modal');
              const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
              if (!modal || !input) return resolve(null);
              const start = performance.now();
              const observer = new MutationObserver(() => {
                observer.disconnect();
                const inDom = performance.now() - start;
                requestAnimationFrame(() => resolve([inDom, performance.now() - start]));
              });
              observer.observe(modal, { childList: true, subtree: true, characterData: true });
              // Type the way a keyboard does: set the value, fire the input event.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + c);
              input.dispatchEvent(new Event('input', { bubbles: true }));
              setTimeout(() => {
                observer.disconnect();
                resolve(null);
              }, 1000);
            }),
          char,
        );
        if (timing) {
          dom.push(timing[0]);
          frame.push(timing[1]);
        }
      }
    }
    const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))].toFixed(1);
    return `search in the browser (${dom.length} keystrokes, warm index): results in the DOM median ${pct(dom, 0.5)} ms, p95 ${pct(dom, 0.95)} ms; next painted frame median ${pct(frame, 0.5)} ms, p95 ${pct(frame, 0.95)} ms`;
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchSearchInBrowser(process.cwd()));
}
