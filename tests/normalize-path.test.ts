import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, normalizePath } from '../src/shared/normalize-path.ts';

describe('normalizePath (spec §2.2)', () => {
  it('drops .html and /index.html', () => {
    // This site's setting is trailingSlash: false.
    expect(normalizePath('/docs/test/page1.html', false)).toBe('/docs/test/page1');
    expect(normalizePath('/docs/test/page1/index.html', false)).toBe('/docs/test/page1');
    // With no setting, the folder form keeps its slash.
    expect(normalizePath('/docs/test/page1/index.html')).toBe('/docs/test/page1/');
    expect(normalizePath('/docs/index.html')).toBe('/docs/');
    expect(normalizePath('/docs/v7/index.html')).toBe('/docs/v7/');
  });
  it('keeps version roots with their slash and follows the trailing-slash setting elsewhere', () => {
    expect(normalizePath('/docs')).toBe('/docs/');
    expect(normalizePath('/docs/v7')).toBe('/docs/v7/');
    expect(normalizePath('/docs/theming/basics/', false)).toBe('/docs/theming/basics');
    expect(normalizePath('/docs/theming/basics', true)).toBe('/docs/theming/basics/');
    expect(normalizePath('/docs/theming/basics/', undefined)).toBe('/docs/theming/basics/');
  });
});

describe('applyTrailingSlash', () => {
  it('leaves #anchors untouched (spec §2.1) and keeps query and hash', () => {
    expect(applyTrailingSlash('#setup', true)).toBe('#setup');
    expect(applyTrailingSlash('/docs/cli/?x=1#a', false)).toBe('/docs/cli?x=1#a');
    expect(applyTrailingSlash('/docs/cli', true)).toBe('/docs/cli/');
  });
});
