import { describe, expect, it } from 'vitest';
import { highlight, indexTerms, processIndexTerm, queryWords, snippet, words } from '../../src/shared/search-text.ts';

describe('search words', () => {
  it('keeps compound words whole and adds their parts', () => {
    expect(words('Use <ion-button> and --ion-color-primary, StatusBar.setStyle()')).toEqual([
      'use',
      'ion-button',
      'and',
      'ion-color-primary',
      'statusbar',
      'setstyle',
    ]);
    expect(indexTerms('ion-button')).toEqual(['ion-button', 'ion', 'button']);
    expect(indexTerms('ionic')).toEqual(['ionic']);
  });

  it('drops stop words and single letters, and boilerplate code words from the code field', () => {
    expect(processIndexTerm('the')).toBeNull();
    expect(processIndexTerm('x')).toBeNull();
    expect(processIndexTerm('8')).toEqual(['8']);
    expect(processIndexTerm('const', 'k')).toBeNull();
    expect(processIndexTerm('const', 'c')).toEqual(['const']);
    expect(queryWords('how to use the modal')).toEqual(['how', 'use', 'modal']);
    expect(queryWords('the')).toEqual(['the']);
  });

  it('highlights matched words (and compounds with a matched part) with the text escaped', () => {
    const h = highlight('Use <ion-button> in dark mode', new Set(['button', 'dark']));
    expect(h.value).toBe('Use &lt;<mark>ion-button</mark>&gt; in <mark>dark</mark> mode');
    expect(h.matchedWords.sort()).toEqual(['dark', 'ion-button']);
  });

  it('cuts snippets around the first match with ellipses', () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ') + ' camera ' + Array.from({ length: 40 }, (_, i) => `z${i}`).join(' ');
    const s = snippet(text, new Set(['camera']), 15);
    expect(s.value.startsWith('…')).toBe(true);
    expect(s.value.endsWith('…')).toBe(true);
    expect(s.value).toContain('<mark>camera</mark>');
    expect(s.value.split(' ').length).toBe(15);
    expect(snippet('short text', new Set(['none']), 15).value).toBe('short text');
  });
});

describe('query words', () => {
  it('keep their case for component names and stop after MAX_QUERY_WORDS', async () => {
    const { rawQueryWords, MAX_QUERY_WORDS } = await import('../../src/shared/search-text.ts');
    expect(rawQueryWords('How do I use IonItemSliding?')).toEqual(['How', 'use', 'IonItemSliding']);
    expect(rawQueryWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_QUERY_WORDS);
  });

  it('turn a framework component name into its tag, and nothing else', async () => {
    const { componentTag } = await import('../../src/shared/search-text.ts');
    expect(componentTag('IonItemSliding')).toBe('ion-item-sliding');
    expect(componentTag('IonButton')).toBe('ion-button');
    for (const other of ['Ionic', 'useIonRouter', 'ionbutton', 'IONIC', 'NavController']) expect(componentTag(other)).toBeNull();
  });

  it('have their other inflections as candidates, which share their stem', async () => {
    const { inflections, stem } = await import('../../src/shared/search-text.ts');
    expect(inflections('force')).toEqual(expect.arrayContaining(['forcing', 'forced', 'forces']));
    expect(inflections('publishing')).toEqual(expect.arrayContaining(['publish', 'published']));
    expect(inflections('columns')).toContain('column');
    expect(inflections('entries')).toContain('entry');
    expect(stem('forcing')).toBe(stem('force'));
    expect(stem('routes')).toBe(stem('route'));
    // Short words, compounds and numbers have none; a word is never its own inflection.
    for (const none of ['use', 'ion-button', '8-0', 'v8']) expect(inflections(none)).toEqual([]);
    expect(inflections('load')).not.toContain('load');
  });
});
