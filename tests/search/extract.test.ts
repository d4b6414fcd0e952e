import { describe, expect, it } from 'vitest';
import { decodeEntities, extractPage } from '../../src/node/search/search-index.ts';
import { pageHtml } from './fixtures.ts';

const html = pageHtml(
  'Dark Mode',
  'Intro &amp; overview of <em>dark</em> palettes, v<!-- -->8.',
  [
    {
      level: 2,
      heading: 'Three ways',
      html:
        '<div role="tablist"><button type="button" role="tab">Angular</button><button type="button" role="tab">React</button></div>' +
        '<div role="tabpanel" hidden="">Hidden tab text stays searchable.</div>' +
        '<div data-language="css"><div>src/theme.css</div><pre><code><span>:root { --ion-color-primary: #fff; }</span></code></pre><button type="button">Copy</button></div>' +
        '<p>After the code.</p><table><tr><td>cell one</td><td>cell two</td></tr></table>',
    },
    { level: 3, heading: 'Which one', html: '<p>Under h3.</p><h4>A deeper heading</h4><p>Still under h3.</p>' },
    { level: 2, heading: 'Second &lt;h2&gt;', id: 'second-h2', html: '<p>Last words.</p>' },
  ],
  'Theming',
);

describe('extractPage', () => {
  const page = extractPage(html);

  it('takes the title from the H1 and splits the article by h2/h3 with their anchors', () => {
    expect(page.title).toBe('Dark Mode');
    expect(page.sections.map((s) => [s.level, s.heading, s.anchor, s.parent])).toEqual([
      [1, 'Dark Mode', '', ''],
      [2, 'Three ways', 'three-ways', ''],
      [3, 'Which one', 'which-one', 'Three ways'],
      [2, 'Second <h2>', 'second-h2', ''],
    ]);
  });

  it('keeps prose and code apart; decodes entities; React text separators add no spaces', () => {
    const [intro, first] = page.sections;
    expect(intro?.prose).toBe('Intro & overview of dark palettes, v8.');
    expect(first?.prose).toBe('Hidden tab text stays searchable. After the code. cell one cell two');
    expect(first?.code).toBe('src/theme.css :root { --ion-color-primary: #fff; }');
    expect(page.sections[2]?.prose).toBe('Under h3. A deeper heading Still under h3.');
  });

  it('leaves out navigation, breadcrumbs, tab buttons, copy buttons, heading anchors, edit link, pager, TOC, footer and scripts', () => {
    const all = page.sections.map((s) => `${s.heading} ${s.prose} ${s.code}`).join(' ');
    for (const word of [
      'Sidebar link',
      'Theming',
      'Angular',
      'React',
      'Copy',
      'Edit this page',
      'Last updated',
      'zebra',
      'On this page',
      'giraffe',
      'script words',
      'Skip to main',
    ]) {
      expect(all).not.toContain(word);
    }
  });

  it('copes with a page without an article or main', () => {
    expect(extractPage('<html><body><p>nothing</p></body></html>')).toEqual({
      title: '',
      sections: [{ level: 1, heading: '', parent: '', anchor: '', prose: '', code: '' }],
    });
    const bare = extractPage('<main id="main-content"><h1>T</h1><p>Body <b>text</b></p><h2 id="x">X</h2><p>More</p></main>');
    expect(bare.title).toBe('T');
    expect(bare.sections.map((s) => s.prose)).toEqual(['Body text', 'More']);
  });

  it('keeps a flag and the badge right after it two words, and highlighted code tokens one word', () => {
    const cell = '<td><code>--prod</code><span class="badges"><span><span>Cordova</span></span><span><span>Deprecated</span></span></span></td>';
    const code = '<pre><code><span>this</span><span>.</span><span>router</span><span>Outlet</span></code></pre>';
    const page = extractPage(`<main id="main-content"><article><h1>ionic build</h1><div><table><tr>${cell}</tr></table>${code}</div></article></main>`);
    expect(page.sections[0]?.prose).toBe('--prod Cordova Deprecated');
    expect(page.sections[0]?.code).toBe('this.routerOutlet');
  });

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('a &lt;b&gt; &#39;c&#x27; &nbsp;&hellip; &unknown;')).toBe("a <b> 'c'  … &unknown;");
  });
});
