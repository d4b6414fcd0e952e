import { describe, expect, it } from 'vitest';
import { preferredVersionKey, validPreferredVersion, DEFAULT_PLUGIN_ID } from '../src/stores/preferred-version.ts';

describe('preferred docs version (spec §5, §9)', () => {
  it('is stored under docs-preferred-version-{pluginId}', () => {
    expect(DEFAULT_PLUGIN_ID).toBe('default');
    expect(preferredVersionKey()).toBe('docs-preferred-version-default');
    expect(preferredVersionKey('community')).toBe('docs-preferred-version-community');
  });
  it('keeps only a known version name; anything else is discarded as null', () => {
    expect(validPreferredVersion('v7', ['v8', 'v7'])).toBe('v7');
    expect(validPreferredVersion('v6', ['v8', 'v7'])).toBeNull();
    expect(validPreferredVersion('', ['v8', 'v7'])).toBeNull();
    expect(validPreferredVersion(null, ['v8', 'v7'])).toBeNull();
  });
});
