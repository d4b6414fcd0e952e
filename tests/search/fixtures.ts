/**
 * Small prerendered-page fixtures in the shape DocLayout renders: breadcrumbs, H1, the page
 * body, then edit link and pager; headings with anchors; a tab list and copy buttons.
 */
import type { PageInput } from '../../src/node/search/search-index.ts';

export interface FixtureSection {
  level: 2 | 3;
  heading: string;
  id?: string;
  html: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

/** A page as the prerender writes it (the parts the indexer reads; the rest is chrome). */
export function pageHtml(title: string, intro: string, sections: FixtureSection[], crumb = 'Guide'): string {
  const body = sections
    .map((s) => {
      const id = s.id ?? slug(s.heading);
      const tag = `h${s.level}`;
      return `<${tag} id="${id}">${s.heading}<a href="#${id}" class="hash-link" aria-label="Direct link to ${s.heading}" title="Direct link to ${s.heading}">#</a></${tag}>\n${s.html}`;
    })
    .join('\n');
  return `<!doctype html><html><head><title>${title}</title></head><body><div id="root">
<a href="#main-content" class="skip">Skip to main content</a>
<header><nav aria-label="Main"><a href="/docs/">Guide</a><button type="button" aria-label="Search">Search</button></nav></header>
<div class="_layout"><aside class="_sidebar"><nav><a href="/docs/other">Sidebar link about dark mode</a></nav></aside>
<main id="main-content" class="_main"><article class="_article"><nav aria-label="Breadcrumbs"><ol><li><span>${crumb}</span></li></ol></nav><h1>${title}</h1><div class="_markdown"><p>${intro}</p>
${body}</div><div class="_meta"><a href="https://example.com/edit">Edit this page</a><span>Last updated on <time>May 1, 2025</time></span></div><nav class="_pager" aria-label="Docs pages"><a href="/docs/prev"><span>Previous</span><span>« Pager words zebra</span></a></nav></article></main>
<aside class="_toc"><nav aria-label="On this page"><div>On this page</div></nav></aside></div>
<footer>Footer words giraffe</footer></div><script type="module">window.__boot = { words: "script words" }</script></body></html>`;
}

const code = (lang: string, text: string, title = '') =>
  `<div class="_block" data-language="${lang}">${title ? `<div class="_title">${title}</div>` : ''}<div class="_body"><pre class="shiki" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49">${text}</span></span></code></pre><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div>`;

const propTable = (desc: string, attr: string, type: string, def: string) =>
  `<table><tbody><tr><th>Description</th><td>${desc}</td></tr><tr><th>Attribute</th><td><code>${attr}</code></td></tr><tr><th>Type</th><td><code>${type}</code></td></tr><tr><th>Default</th><td><code>${def}</code></td></tr></tbody></table>`;

/** A tiny v8 site: the pages the issue's five queries must find, and pages that compete with them. */
export const FIXTURE_PAGES: PageInput[] = [
  {
    url: '/docs/theming/dark-mode',
    title: 'Dark Mode',
    description: 'Use the dark palette always, with the system setting, or with a class.',
    lvl0: 'Theming',
    html: pageHtml(
      'Dark Mode',
      'Ionic ships a dark palette. You switch it on by importing one stylesheet.',
      [
        {
          level: 2,
          heading: 'Three ways to apply the palette',
          html: `<p>Import exactly one palette file after core.css.</p>${code('scss', '@import "@ionic/angular/css/palettes/dark.system.css";', 'src/global.scss')}`,
        },
        {
          level: 3,
          heading: 'Which one to choose',
          html: '<ul><li><strong>System</strong> follows the device.</li><li><strong>Class</strong> lets users pick.</li></ul>',
        },
        { level: 2, heading: 'Adjusting the dark palette', html: '<p>Override the variables of the dark palette under the same selector.</p>' },
      ],
      'Theming',
    ),
  },
  {
    url: '/docs/theming/basics',
    title: 'Theming Basics',
    description: 'Colors, CSS variables and the color property.',
    lvl0: 'Theming',
    html: pageHtml('Theming Basics', 'Ionic components are styled with CSS variables. A dark theme is one set of values; the light mode is another.', [
      {
        level: 2,
        heading: 'The color property',
        html: '<p>Most components take a <code>color</code> such as primary. An <code>ion-button</code> with color="danger" turns red.</p>',
      },
      {
        level: 2,
        heading: 'Global variables',
        html: `<p>Set <code>--ion-background-color</code> and <code>--ion-text-color</code> in :root.</p>${code('css', ':root { --ion-color-primary: #3880ff; }')}`,
      },
    ]),
  },
  {
    url: '/docs/api/button',
    title: 'ion-button',
    description: 'ion-button in @ionic/core 8: properties, events, CSS custom properties, parts and slots.',
    lvl0: 'Components',
    html: pageHtml(
      'ion-button',
      'Buttons let users take actions. They can hold text, icons or both.',
      [
        { level: 2, heading: 'Properties', html: '' },
        {
          level: 3,
          heading: 'color',
          id: 'color',
          html: propTable("The color to use from your application's color palette.", 'color', '"danger" | "primary" | string', 'undefined'),
        },
        {
          level: 3,
          heading: 'expand',
          id: 'expand',
          html: propTable('Set to "block" for a full-width button.', 'expand', '"block" | "full" | undefined', 'undefined'),
        },
        { level: 3, heading: 'buttonType', id: 'buttontype', html: propTable('The type of button.', 'button-type', 'string', '"button"') },
        {
          level: 2,
          heading: 'Events',
          html: '<table><tbody><tr><td><code>ionBlur</code></td><td>Emitted when the button loses focus.</td></tr><tr><td><code>ionFocus</code></td><td>Emitted when the button has focus.</td></tr></tbody></table>',
        },
      ],
      'Components',
    ),
  },
  {
    url: '/docs/api/buttons',
    title: 'ion-buttons',
    description: 'ion-buttons groups buttons inside a toolbar.',
    lvl0: 'Components',
    html: pageHtml(
      'ion-buttons',
      'Groups ion-button elements inside a toolbar and places them in slots.',
      [
        { level: 2, heading: 'Properties', html: '' },
        { level: 3, heading: 'collapse', html: propTable('Collapse the buttons when the header collapses.', 'collapse', 'boolean', 'false') },
      ],
      'Components',
    ),
  },
  {
    url: '/docs/api/datetime',
    title: 'ion-datetime',
    description: 'ion-datetime in @ionic/core 8: a calendar and time picker.',
    lvl0: 'Components',
    html: pageHtml(
      'ion-datetime',
      'Datetimes present a calendar interface and time wheel for choosing a date and time.',
      [
        { level: 2, heading: 'Properties', html: '' },
        {
          level: 3,
          heading: 'presentation',
          html: propTable('Which values to show: date, time or both.', 'presentation', '"date" | "date-time" | "time"', '"date-time"'),
        },
        { level: 3, heading: 'min', html: propTable('The minimum datetime allowed.', 'min', 'string | undefined', 'undefined') },
      ],
      'Components',
    ),
  },
  {
    url: '/docs/api/datetime-button',
    title: 'ion-datetime-button',
    description: 'ion-datetime-button shows the value of an ion-datetime and opens it in an overlay.',
    lvl0: 'Components',
    html: pageHtml(
      'ion-datetime-button',
      'Datetime Button links with a datetime to display the formatted date and time.',
      [
        { level: 2, heading: 'Properties', html: '' },
        {
          level: 3,
          heading: 'datetime',
          html: propTable('The ID of the ion-datetime instance associated with the datetime button.', 'datetime', 'string | undefined', 'undefined'),
        },
      ],
      'Components',
    ),
  },
  {
    url: '/docs/native/camera',
    title: 'Camera plugin',
    description: '@capacitor/camera 7: take a photo with the camera or choose one from the photo album.',
    lvl0: 'Native',
    html: pageHtml(
      'Camera plugin',
      'The Camera API lets users take a photo or choose one from their album.',
      [
        { level: 2, heading: 'Install', html: code('bash', 'npm install @capacitor/camera\nnpx cap sync') },
        { level: 2, heading: 'API', html: '' },
        {
          level: 3,
          heading: 'getPhoto(...)',
          id: 'getphoto',
          html: `${code('typescript', 'getPhoto(options: ImageOptions) => Promise&lt;Photo&gt;')}<p>Prompt the user to pick a photo from an album, or take a new photo with the camera.</p>`,
        },
      ],
      'Native',
    ),
  },
  {
    url: '/docs/angular/your-first-app/taking-photos',
    title: 'Taking Photos with the Camera',
    description: 'Use the Capacitor Camera plugin in the photo gallery app.',
    lvl0: 'Angular',
    html: pageHtml(
      'Taking Photos with the Camera',
      'Our gallery app takes photos with the device camera through Capacitor.',
      [
        {
          level: 2,
          heading: 'Install the Camera plugin',
          html: `<p>Add the plugin to the project.</p>${code('bash', 'npm install @capacitor/camera @ionic/pwa-elements')}`,
        },
      ],
      'Angular',
    ),
  },
  {
    url: '/docs/cli/commands/serve',
    title: 'ionic serve',
    description: 'Start a local dev server for app dev/testing.',
    lvl0: 'CLI',
    html: pageHtml(
      'ionic serve',
      'Easily spin up a development server which launches in your browser.',
      [
        { level: 2, heading: 'Usage', html: code('shell', '$ ionic serve [options]') },
        {
          level: 2,
          heading: 'Options',
          html: '<table><thead><tr><th>Option</th><th>Description</th></tr></thead><tbody><tr><td><code>--external</code></td><td>Host dev server on all network interfaces.</td></tr><tr><td><code>--port</code></td><td>Use specific port for the dev server.</td></tr><tr><td><code>--no-livereload</code></td><td>Do not spin up dev server--just serve files.</td></tr></tbody></table>',
        },
      ],
      'CLI',
    ),
  },
  {
    url: '/docs/developing/previewing',
    title: 'Previewing Your App',
    description: 'Run the app in a browser while you develop it.',
    lvl0: 'Developing',
    html: pageHtml(
      'Previewing Your App',
      'The quickest loop is the browser. Run <code>ionic serve</code> from the project folder.',
      [
        { level: 2, heading: 'Start the dev server', html: `<p>The dev server rebuilds on save.</p>${code('shell', 'ionic serve')}` },
        { level: 2, heading: 'Dark mode while previewing', html: '<p>Toggle dark mode in the browser developer tools to preview the dark palette.</p>' },
      ],
      'Developing',
    ),
  },
];
