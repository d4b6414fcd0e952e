import { describe, expect, it } from 'vitest';
import { ContentError, splitFrontmatter } from '../src/node/content/frontmatter.ts';

const page = (fm: string, body = '\nBody text.\n') => `---\n${fm}\n---\n${body}`;

describe('splitFrontmatter', () => {
  it('returns validated frontmatter and keeps body line numbers', () => {
    const { frontmatter, body } = splitFrontmatter(page('title: Dark Mode\ndescription: Switch palettes.'), 'content/v8/x.mdx');
    expect(frontmatter).toEqual({ title: 'Dark Mode', description: 'Switch palettes.' });
    // Four frontmatter lines become four newlines, so "Body text." is still on line 6.
    expect(body.split('\n')[5]).toBe('Body text.');
  });

  it('names file and line of a missing description', () => {
    expect(() => splitFrontmatter(page('title: A'), 'content/v8/a.mdx')).toThrow('content/v8/a.mdx:2: frontmatter `description` is required');
  });

  it('names the line of an over-long description', () => {
    const long = 'x'.repeat(161);
    const error = (() => {
      try {
        splitFrontmatter(page(`title: A\ndescription: ${long}`), 'f.mdx');
      } catch (e) {
        return e as ContentError;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error?.line).toBe(3);
    expect(error?.message).toContain('161 characters; the limit is 160');
  });

  it('rejects unknown keys, wrong types and broken YAML with their lines', () => {
    expect(() => splitFrontmatter(page('title: A\ndescription: B\ncolour: red'), 'f.mdx')).toThrow('f.mdx:4: unknown frontmatter key `colour`');
    expect(() => splitFrontmatter(page('title: A\ndescription: B\ndraft: "yes"'), 'f.mdx')).toThrow('f.mdx:4: frontmatter `draft` must be a boolean');
    expect(() => splitFrontmatter(page('title: A\ndescription: B\nkeywords: upgrade'), 'f.mdx')).toThrow(
      'f.mdx:4: frontmatter `keywords` must be a list of strings, got string',
    );
    expect(() => splitFrontmatter(page('title: A\ndescription: B\nkeywords: [upgrade, 8]'), 'f.mdx')).toThrow(
      'f.mdx:4: frontmatter `keywords` must be a list of strings, got a list with a non-string or empty item',
    );
    expect(splitFrontmatter(page('title: A\ndescription: B\nkeywords: [upgrade, breaking changes]'), 'f.mdx').frontmatter.keywords).toEqual([
      'upgrade',
      'breaking changes',
    ]);
    expect(() => splitFrontmatter(page('title: [unclosed\ndescription: B'), 'f.mdx')).toThrow(/^f\.mdx:\d+: invalid frontmatter YAML/);
    expect(() => splitFrontmatter('No frontmatter here', 'f.mdx')).toThrow('f.mdx:1: missing frontmatter');
  });

  it('validates the sidebar override', () => {
    expect(() => splitFrontmatter(page('title: A\ndescription: B\nsidebar: blog'), 'f.mdx')).toThrow('f.mdx:4: frontmatter `sidebar` must be one of');
  });
});
