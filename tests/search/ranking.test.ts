/**
 * The ranking of issue 20 on small made-up sites: each test is a case the earlier ranking got
 * wrong (a page named by the query below pages that mention it, a page found only by its route,
 * a component name, one guide in three frameworks filling the list, a page's sections
 * interleaved with other pages, a word spread over a page's sections, swapped letters).
 */
import { describe, expect, it } from 'vitest';
import { buildIndexFile, type PageInput } from '../../src/node/search/search-index.ts';
import { SearchEngine } from '../../src/shared/search-engine.ts';
import type { PageKind } from '../../src/shared/search-index-format.ts';
import { pageHtml, type FixtureSection } from './fixtures.ts';

interface Page {
  url: string;
  title: string;
  intro: string;
  sections?: FixtureSection[];
  kind?: PageKind;
  keywords?: string[];
  sidebarLabel?: string;
}

const section = (heading: string, text: string, level: 2 | 3 = 2): FixtureSection => ({ level, heading, html: `<p>${text}</p>` });

function engineOf(pages: Page[]): SearchEngine {
  const inputs: PageInput[] = pages.map((p) => ({
    url: p.url,
    title: p.title,
    description: '',
    lvl0: p.kind === 'reference' ? 'Components' : 'Guide',
    html: pageHtml(p.title, p.intro, p.sections ?? []),
    kind: p.kind,
    keywords: p.keywords,
    sidebarLabel: p.sidebarLabel,
  }));
  return new SearchEngine(JSON.parse(JSON.stringify(buildIndexFile('v8', inputs))));
}

/** Result pages in order, as the modal lists them. */
function pagesFor(engine: SearchEngine, query: string): string[] {
  const urls: string[] = [];
  for (const hit of engine.docSearchHits(query, { hitsPerPage: 30 })) if (!urls.includes(hit.url_without_anchor)) urls.push(hit.url_without_anchor);
  return urls;
}

/** Filler pages, so that word statistics look like a real site's. */
const filler: Page[] = Array.from({ length: 40 }, (_, i) => ({
  url: `/docs/guide-${i}`,
  title: `Guide ${i}`,
  intro: 'Build an app with components, pages and navigation.',
  sections: [section('Setup', 'Install the packages and run the app.'), section('Usage', 'Use the component in a page.')],
}));

describe('names first', () => {
  const engine = engineOf([
    ...filler,
    {
      url: '/docs/core-concepts/webview',
      title: 'Web Views',
      sidebarLabel: 'Web view',
      intro: 'Your app runs inside the native web view of the platform.',
      sections: [section('Which engine runs your code', 'iOS uses WKWebView; Android uses the Android System WebView.')],
    },
    {
      url: '/docs/reference/glossary',
      title: 'Glossary',
      intro: 'Words used in these docs.',
      sections: [section('WebView', 'The native component that renders a webview app; each webview is a browser.'), section('Xcode', "Apple's IDE.")],
    },
    { url: '/docs/troubleshooting/debugging', title: 'Debugging', intro: 'Inspect the webview with remote tools.', keywords: ['inspect webview'] },
    {
      url: '/docs/api/item-sliding',
      title: 'ion-item-sliding',
      kind: 'reference',
      intro: 'A sliding item contains an item that can be dragged to reveal buttons.',
    },
    {
      url: '/docs/react/lists',
      title: 'Lists in React',
      intro: 'Wrap IonItem in IonItemSliding to add swipe actions. IonItemSliding closes on navigation.',
      sections: [section('IonItemSliding', 'IonItemSliding holds IonItemOptions; call close() on the IonItemSliding ref.')],
    },
    // The same page twice: archived (no sidebar lists it) and current; the archived one first.
    { url: '/docs/developer-resources/first-app-v3/theming', title: 'Theming', kind: 'unlisted', intro: 'Colors and variables of a themed app.' },
    { url: '/docs/theming/basics', title: 'Theming', intro: 'Colors and variables of a themed app.' },
  ]);

  it('finds a page by the word of its route or sidebar label ("webview" is the page titled "Web Views")', () => {
    expect(pagesFor(engine, 'webview')[0]).toBe('/docs/core-concepts/webview');
  });

  it('reads IonItemSliding as ion-item-sliding, so the component page comes before guides that use the name', () => {
    expect(pagesFor(engine, 'IonItemSliding')[0]).toBe('/docs/api/item-sliding');
  });

  it('puts a page no sidebar lists below a listed one that matches as well', () => {
    expect(pagesFor(engine, 'theming')[0]).toBe('/docs/theming/basics');
  });
});

describe('pages, not records', () => {
  const intro = 'The gallery app starts taking photos with the camera plugin.';
  const taking = section('Taking photos', 'Call the camera and show the photos taken.');
  const tutorial = (framework: string): Page => ({ url: `/docs/${framework}/your-first-app/camera`, title: 'Open the Camera', intro, sections: [taking] });

  it('lists one guide written for three frameworks once near the top, then other pages, then its other copies', () => {
    const engine = engineOf([
      ...filler,
      tutorial('angular'),
      tutorial('react'),
      tutorial('vue'),
      { url: '/docs/native/camera', title: 'Camera plugin', kind: 'reference', intro, sections: [taking] },
      // Matches a little less than a tutorial: the same section, an introduction about else.
      { url: '/docs/developing/images', title: 'Working with Images', intro: 'Images in an app.', sections: [taking] },
    ]);
    const pages = pagesFor(engine, 'taking photos');
    expect(pages[0]).toBe('/docs/native/camera');
    expect(pages.slice(0, 3).filter((p) => p.includes('/your-first-app/'))).toHaveLength(1);
    expect(pages.slice(0, 3)).toContain('/docs/developing/images');
    expect(pages.filter((p) => p.includes('/your-first-app/'))).toHaveLength(3);
  });

  it('keeps the records of a page together in the modal instead of interleaving them with other pages', () => {
    const engine = engineOf([
      ...filler,
      {
        url: '/docs/api/modal',
        title: 'ion-modal',
        kind: 'reference',
        intro: 'A dialog over the app.',
        sections: [
          section('breakpoints', 'Breakpoints of a sheet modal.', 3),
          section('initialBreakpoint', 'The first of the breakpoints the sheet opens at.', 3),
        ],
      },
      { url: '/docs/layout/sheets', title: 'Sheets', intro: 'Sheet layouts.', sections: [section('Sheet breakpoints', 'Choose breakpoints for a sheet.')] },
    ]);
    const order = engine.docSearchHits('breakpoints').map((h) => h.url_without_anchor);
    const firstSeen = order.filter((url, i) => order.indexOf(url) === i);
    // Each page's hits form one run: the sequence of pages never returns to an earlier page.
    expect(order.filter((url, i) => i === 0 || order[i - 1] !== url)).toEqual(firstSeen);
    expect(firstSeen[0]).toBe('/docs/api/modal');
  });

  it('answers a query whose words the page has in different sections, with the section that names the rest', () => {
    const engine = engineOf([
      ...filler,
      {
        url: '/docs/api/col',
        title: 'ion-col',
        kind: 'reference',
        intro: 'Columns are cellular components of the grid system.',
        sections: [
          section('Properties', ''),
          section('size', 'How many of the twelve columns it spans.', 3),
          section('offset', 'Columns to leave before it.', 3),
        ],
      },
      {
        url: '/docs/layout/responsive',
        title: 'Responsive Layout',
        intro: 'Layouts for every screen.',
        sections: [section('Breakpoints', 'Resize the window to see each col change size inside the grid.')],
      },
    ]);
    const hits = engine.docSearchHits('grid col size');
    expect(hits[0]?.url_without_anchor).toBe('/docs/api/col');
    expect(hits.slice(0, 3).map((h) => h.url)).toContain('/docs/api/col#size');
  });
});

describe('a query naming a guide section', () => {
  const engine = engineOf([
    ...filler,
    {
      url: '/docs/api/tabs',
      title: 'ion-tabs',
      kind: 'reference',
      intro: 'Tabs switch between the pages of an app. With a router in Angular, React or Vue, each tab is a route.',
      sections: [section('Tabs with a router', 'Each tab button points at a route of the router.')],
    },
    {
      url: '/docs/api/button',
      title: 'ion-button',
      kind: 'reference',
      intro: 'A button for any action; in Angular, React and Vue it is the same element.',
    },
    {
      url: '/docs/vue/navigation',
      title: 'Vue Navigation',
      intro: 'Moving between pages with Vue Router.',
      sections: [section('Tabs', 'Routes for tabs: each tab is a child route of the router.')],
    },
    {
      url: '/docs/angular/forms',
      title: 'Forms in Angular',
      intro: 'Reactive forms with Ionic inputs, and the button that submits them.',
    },
  ]);

  it('puts that section’s guide first: "vue router tabs" means the Vue guide, not the tabs component that mentions Vue', () => {
    expect(pagesFor(engine, 'vue router tabs')[0]).toBe('/docs/vue/navigation');
    // Without the section's name the component page is the answer.
    expect(pagesFor(engine, 'router tabs')[0]).toBe('/docs/api/tabs');
  });

  it('keeps a page the other words name on their own first: "button angular" is still ion-button', () => {
    expect(pagesFor(engine, 'button angular')[0]).toBe('/docs/api/button');
  });
});

describe('typos', () => {
  it('tolerates two swapped letters, which are two edits apart', () => {
    const engine = engineOf([...filler, { url: '/docs/api/segment', title: 'ion-segment', kind: 'reference', intro: 'A segment is a group of buttons.' }]);
    expect(pagesFor(engine, 'segmnet')[0]).toBe('/docs/api/segment');
    expect(pagesFor(engine, 'segmen')[0]).toBe('/docs/api/segment');
  });
});
