import { escapeHtml } from '../../shared/escape-html.ts';
import type { Demo } from './demo-source.ts';
import { isFullPage, markupUses } from './demo-markup.ts';

/**
 * The standalone HTML document of a demo: the page's version of the components, self-hosted,
 * and nothing inline (the demo's script and styles are files beside it), so it runs under the
 * site's Content-Security-Policy, offline, and at a stable URL.
 */

export interface DemoDocumentContext {
  /** `ion-button`: the page the demo belongs to. */
  pageTitle: string;
  /** `8.8.19` */
  ionicVersion: string;
  /** URL of the self-hosted release folder relative to the document (`../../../_ionic/8.8.19/`). */
  ionicBase: string;
  /** The class `<html>` starts with: the palette the demo is about, when the light/dark mode does not set it (palettes.ts). */
  htmlClass?: string;
}

/** The demo body inside the app shell Ionic expects (a content area unless the demo brings its own page). */
export function demoBody(demo: Demo): string {
  const markup = demo.html.code.trimEnd();
  const tags = markupUses(markup).tags;
  if (tags.includes('ion-app')) return markup;
  if (isFullPage(tags)) return `<ion-app>\n${markup}\n</ion-app>`;
  return `<ion-app>\n<ion-content class="ion-padding">\n${markup}\n</ion-content>\n</ion-app>`;
}

export function demoDocument(demo: Demo, ctx: DemoDocumentContext): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="robots" content="noindex">',
    // The site's own icon (the self-hosted folder is <docs>/_ionic/<release>/): a favicon miss
    // would be a failed request in the frame, and the CSP refuses a data: icon.
    `<link rel="icon" href="${ctx.ionicBase}../../favicon.svg" type="image/svg+xml">`,
    `<title>${escapeHtml(`${demo.title} · ${ctx.pageTitle} demo · Ionic ${ctx.ionicVersion}`)}</title>`,
    // Sets the light/dark class from the URL before first paint, then follows the page's messages.
    `<script src="${ctx.ionicBase}demo-frame.js"></script>`,
    `<link rel="stylesheet" href="${ctx.ionicBase}css/ionic.bundle.css">`,
    // Every palette of the release, each inert until its class is on <html> (palettes.ts).
    `<link rel="stylesheet" href="${ctx.ionicBase}css/palettes.css">`,
    ...(demo.css ? [`<link rel="stylesheet" href="${demo.id}.css">`] : []),
    `<script type="module" src="${ctx.ionicBase}ionic/ionic.esm.js"></script>`,
    ...(demo.js ? [`<script type="module" src="${demo.id}.js"></script>`] : []),
  ];
  const htmlClass = ctx.htmlClass ? ` class="${escapeHtml(ctx.htmlClass)}"` : '';
  return `<!doctype html>\n<html lang="en" dir="ltr"${htmlClass}>\n<head>\n${head.join('\n')}\n</head>\n<body>\n${demoBody(demo)}\n</body>\n</html>\n`;
}
