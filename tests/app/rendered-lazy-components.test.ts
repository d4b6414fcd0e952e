import { describe, expect, it } from 'vitest';
import { recordLazyComponent, withRenderedLazyComponents } from '../../src/runtime/rendered-lazy-components.ts';

describe('withRenderedLazyComponents', () => {
  it('returns the components recorded during the render, once each, and records nothing outside one', () => {
    recordLazyComponent('src/before.tsx');
    const { result, lazyComponents } = withRenderedLazyComponents(() => {
      recordLazyComponent('src/theme/mdx/Playground.tsx');
      recordLazyComponent('src/theme/mdx/Playground.tsx');
      recordLazyComponent('src/theme/mdx/ReleaseNotes.tsx');
      return '<html>';
    });
    expect(result).toBe('<html>');
    expect(lazyComponents).toEqual(['src/theme/mdx/Playground.tsx', 'src/theme/mdx/ReleaseNotes.tsx']);
    expect(withRenderedLazyComponents(() => null).lazyComponents).toEqual([]);
  });
  it('stops recording when a render throws', () => {
    expect(() =>
      withRenderedLazyComponents(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    recordLazyComponent('src/after.tsx');
    expect(withRenderedLazyComponents(() => null).lazyComponents).toEqual([]);
  });
});
