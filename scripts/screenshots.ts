/**
 * Regenerates the screenshots of real UI used by the guides: each shot of scripts/screenshots/shots.ts
 * is rendered with the current site version's @ionic/core browser build (straight from
 * node_modules, served to Chromium through Playwright's request routing: no server, no network),
 * once per mode, and the two frames are composed side by side and encoded as WebP by Chromium's
 * own encoder (canvas.toDataURL), into public/img/screenshots/<name>.webp.
 *
 *   npm run screenshots            all shots
 *   npm run screenshots -- dark    shots whose name contains "dark"
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { FRAME, LAYOUT, SCALE, SHOTS, shotSize, type Palette, type Shot } from './screenshots/shots.ts';

const root = path.resolve(import.meta.dirname, '..');
const core = path.join(root, 'node_modules/ionic-core-v8');
const outDir = path.join(root, 'public/img/screenshots');
const ORIGIN = 'http://screenshots.invalid';
const MODES = [
  { mode: 'ios', label: 'iOS' },
  { mode: 'md', label: 'Material Design' },
] as const;
const WEBP_QUALITY = 0.86;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

function documentFor(shot: Shot, mode: string): string {
  const palette = shot.palette === 'light' ? '' : `<link rel="stylesheet" href="/css/palettes/${shot.palette}.always.css" />`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="stylesheet" href="/css/ionic.bundle.css" />
${palette}
<script>window.Ionic = { config: { mode: ${JSON.stringify(mode)}, animated: false } };</script>
<script type="module" src="/ionic/ionic.esm.js"></script>
</head>
<body><ion-app>${shot.html}</ion-app></body>
</html>`;
}

/** Serves the Ionic build from node_modules and the shot's document, under a fake origin. */
async function routeIonic(page: Page, html: string): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    // The build's files, and the pictures the live demos use (public/demo-assets).
    const file = pathname.startsWith('/ionic/')
      ? path.join(core, 'dist', pathname)
      : pathname.startsWith('/css/')
        ? path.join(core, pathname)
        : pathname.startsWith('/demo-assets/')
          ? path.join(root, 'public', pathname)
          : null;
    if (!file || !(file.startsWith(core) || file.startsWith(path.join(root, 'public/demo-assets')))) return route.fulfill({ status: 404 });
    try {
      return route.fulfill({ contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', body: await readFile(file) });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  // Nothing else may load: a screenshot must not depend on the network.
  await page.route(
    (url) => !url.href.startsWith(ORIGIN),
    (route) => route.abort(),
  );
}

async function renderFrame(browser: Browser, shot: Shot, mode: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: FRAME.width, height: FRAME.height }, deviceScaleFactor: SCALE });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await routeIonic(page, documentFor(shot, mode));
  await page.goto(`${ORIGIN}/`);
  // Every Ionic element upgraded, every icon has drawn its SVG, every ion-img has loaded its picture.
  await page.waitForFunction(() => {
    const ionic = [...document.querySelectorAll('*')].filter((el) => el.tagName.startsWith('ION-'));
    const icons = [...document.querySelectorAll('ion-icon')];
    const images = [...document.querySelectorAll('ion-img')].map((el) => el.shadowRoot?.querySelector('img'));
    return (
      ionic.every((el) => el.classList.contains('hydrated')) &&
      icons.every((icon) => icon.shadowRoot?.querySelector('svg')) &&
      images.every((img) => img && img.complete && img.naturalWidth > 0)
    );
  });
  await page.evaluate(() => document.fonts.ready);
  if (errors.length > 0) throw new Error(`${shot.name} (${mode}): ${errors.join('; ')}`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** Both frames side by side on a neutral card, labelled, encoded by Chromium as WebP. */
async function compose(browser: Browser, shot: Shot, frames: Buffer[]): Promise<Buffer> {
  const page = await browser.newPage();
  const size = shotSize();
  const dark = (['dark', 'high-contrast-dark'] as Palette[]).includes(shot.palette);
  const dataUrl = await page.evaluate(
    async ({ frames, size, frame, layout, scale, labels, dark, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width * scale;
      canvas.height = size.height * scale;
      const ctx = canvas.getContext('2d')!;
      ctx.scale(scale, scale);
      ctx.fillStyle = dark ? '#1b1e23' : '#eef1f5';
      ctx.beginPath();
      ctx.roundRect(0, 0, size.width, size.height, 12);
      ctx.fill();
      for (let i = 0; i < frames.length; i++) {
        const img = new Image();
        img.src = `data:image/png;base64,${frames[i]}`;
        await img.decode();
        const x = layout.padding + i * (frame.width + layout.gap);
        ctx.save();
        ctx.beginPath();
        ctx.roundRect(x, layout.padding, frame.width, frame.height, 10);
        ctx.clip();
        ctx.drawImage(img, x, layout.padding, frame.width, frame.height);
        ctx.restore();
        ctx.strokeStyle = dark ? '#3a414b' : '#c9d0d9';
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.roundRect(x + 0.5, layout.padding + 0.5, frame.width - 1, frame.height - 1, 10);
        ctx.stroke();
        ctx.fillStyle = dark ? '#e6e8eb' : '#1f2328';
        ctx.font = '600 14px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(labels[i], x + frame.width / 2, layout.padding + frame.height + 20);
      }
      return canvas.toDataURL('image/webp', quality);
    },
    {
      frames: frames.map((f) => f.toString('base64')),
      size,
      frame: FRAME,
      layout: LAYOUT,
      scale: SCALE,
      labels: MODES.map((m) => m.label),
      dark,
      quality: WEBP_QUALITY,
    },
  );
  await page.close();
  // Chromium answers with a PNG when it cannot encode the type asked for.
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${shot.name}: this Chromium did not encode WebP`);
  return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  const shots = SHOTS.filter((s) => !filter || s.name.includes(filter));
  if (shots.length === 0) throw new Error(`No shot matches "${filter}". Shots: ${SHOTS.map((s) => s.name).join(', ')}`);
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const { width, height } = shotSize();
    for (const shot of shots) {
      const frames: Buffer[] = [];
      for (const { mode } of MODES) frames.push(await renderFrame(browser, shot, mode));
      const webp = await compose(browser, shot, frames);
      const file = path.join(outDir, `${shot.name}.webp`);
      await writeFile(file, webp);
      console.log(`${path.relative(root, file)}  ${width}×${height} (CSS px), ${(webp.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
