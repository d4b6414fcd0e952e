import { describe, expect, it } from 'vitest';
import config from '../site.config.ts';
import hashConfig from '../e2e/fixtures/hash-router.config.ts';
import { validateSiteConfig } from '../src/node/config/validate-config.ts';
import { offlineEnabled } from '../src/shared/offline.ts';
import { renderDocument } from '../src/node/build/html-document.ts';

describe('the offline switch (issue 17)', () => {
  it('is on by default, off when the config says so, and never with the hash router', () => {
    const { offline: _omitted, ...withoutSwitch } = config as typeof config & { offline?: boolean };
    expect(offlineEnabled(validateSiteConfig(withoutSwitch))).toBe(true);
    expect(offlineEnabled(validateSiteConfig({ ...withoutSwitch, offline: false }))).toBe(false);
    expect(offlineEnabled(validateSiteConfig(hashConfig))).toBe(false);
  });
  it('rejects a value that is not a boolean', () => {
    expect(() => validateSiteConfig({ ...config, offline: 'yes' })).toThrow(/offline/);
  });
});

describe('pages without JavaScript (issue 17)', () => {
  it('link the no-script stylesheet from a <noscript> in the head', () => {
    const doc = renderDocument('<html><head><!--app-head--></head><body><!--app-html--></body></html>', config, {
      path: '/docs/x',
      title: 'X',
      description: 'D',
      notFound: false,
      pageType: 'docs-doc-page',
      html: '',
      assets: null,
    });
    expect(doc).toContain('<noscript><link rel="stylesheet" href="/docs/no-js.css" /></noscript>');
  });
});
