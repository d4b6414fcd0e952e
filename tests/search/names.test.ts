import { describe, expect, it } from 'vitest';
import { editDistance, nameWords, queryNameWords, QueryNames, wordCredit } from '../../src/shared/search-names.ts';

describe('name words', () => {
  it('split compounds and leave out the words every page of a section has, and stop words', () => {
    expect(nameWords('ion-accordion-group')).toEqual(['accordion', 'group']);
    expect(nameWords('ionic capacitor run')).toEqual(['capacitor', 'run']);
    expect(nameWords('Camera plugin')).toEqual(['camera']);
    expect(nameWords('Updating from Ionic 7 to 8')).toEqual(['updating', '7', '8']);
  });

  it('read a component name in a query as its tag, and keep noise words when nothing else is left', () => {
    expect(queryNameWords('IonItemSliding')).toEqual(['item', 'sliding']);
    expect(queryNameWords('ionic serve')).toEqual(['serve']);
    expect(queryNameWords('ionic')).toEqual(['ionic']);
  });
});

describe('word credit', () => {
  it('is 1 for the same word, a little less for another inflection, less for one being typed or misspelt', () => {
    expect(wordCredit('modal', 'modal', false)).toBe(1);
    expect(wordCredit('view', 'views', false)).toBe(0.9);
    expect(wordCredit('force', 'forcing', false)).toBe(0.85);
    const button = wordCredit('butt', 'button', true);
    expect(button).toBeGreaterThan(0.4);
    expect(button).toBeLessThan(1);
    // The shorter completion is the likelier one.
    expect(button).toBeGreaterThan(wordCredit('butt', 'buttons', true));
    expect(wordCredit('accordian', 'accordion', false)).toBe(0.6);
    expect(wordCredit('segmnet', 'segment', false)).toBe(0.6);
    expect(wordCredit('modal', 'popover', false)).toBe(0);
    expect(wordCredit('odal', 'modal', false)).toBe(0);
  });

  it('counts two swapped letters as one edit and stops early past the limit', () => {
    expect(editDistance('segmnet', 'segment', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('QueryNames', () => {
  it('scores an exact name 1, and a partial one by both shares', () => {
    const q = new QueryNames('webview');
    expect(q.match(['webview'])).toBe(1);
    expect(q.match(['web', 'views'])).toBe(0);
    const two = new QueryNames('android studio');
    expect(two.match(['android', 'studio'])).toBe(1);
    // "Android Development": half the query, half the name.
    expect(two.match(['android', 'development'])).toBe(0.25);
    expect(two.match([])).toBe(0);
  });

  it('scores a section by its heading alone or after its page title, whichever names it better', () => {
    const q = new QueryNames('ion-modal breakpoints');
    expect(q.matchSection(['modal'], ['breakpoints'])).toBe(1);
    // Another page's section of that name: half the query, all of the heading.
    expect(q.matchSection(['popover'], ['breakpoints'])).toBe(0.5);
    expect(new QueryNames('breakpoints').matchSection(['modal'], ['breakpoints'])).toBe(1);
  });

  it('finds the query as a phrase, stop words aside', () => {
    const q = new QueryNames('take a photo');
    expect(q.phraseIn(nameWords('lets users take a photo with the camera'))).toBe(true);
    expect(q.phraseIn(nameWords('a photo to take'))).toBe(false);
    expect(new QueryNames('photo').phraseIn(['photo'])).toBe(false);
  });
});
