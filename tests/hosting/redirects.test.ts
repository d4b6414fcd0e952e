import { describe, expect, it } from 'vitest';
import config from '../../site.config.ts';
import { matchRedirect, redirectRules } from '../../src/node/hosting/redirects.ts';
import { siteLayout } from '../../src/node/hosting/site-layout.ts';

const rules = redirectRules(siteLayout(config));
const go = (target: string) => matchRedirect(rules, target);

describe('redirect rules (trailingSlash: false, versions at /docs/ and /docs/v7/)', () => {
  it('send the web root and the version roots to their slash form', () => {
    expect(go('/')).toEqual({ status: 302, location: '/docs/' });
    expect(go('/index.html?a=1')).toEqual({ status: 302, location: '/docs/?a=1' });
    expect(go('/docs')).toEqual({ status: 301, location: '/docs/' });
    expect(go('/docs/index.html')).toEqual({ status: 301, location: '/docs/' });
    expect(go('/docs/v7?x')).toEqual({ status: 301, location: '/docs/v7/?x' });
    expect(go('/docs/v7/index.html')).toEqual({ status: 301, location: '/docs/v7/' });
  });

  it('normalise .html, /index.html and a trailing slash to the clean path, query kept (spec §2.2)', () => {
    expect(go('/docs/test/page1.html')).toEqual({ status: 301, location: '/docs/test/page1' });
    expect(go('/docs/test/page1/index.html')).toEqual({ status: 301, location: '/docs/test/page1' });
    expect(go('/docs/test/page1/')).toEqual({ status: 301, location: '/docs/test/page1' });
    expect(go('/docs/api/?q=1#x')).toEqual({ status: 301, location: '/docs/api?q=1#x' });
    expect(go('/docs/v7/api.html')).toEqual({ status: 301, location: '/docs/v7/api' });
  });

  it('answer old addresses (data/redirects.json) with a 301 to their page, in one hop, query kept', () => {
    expect(go('/docs/angular/your-first-app/2-taking-photos')).toEqual({ status: 301, location: '/docs/angular/your-first-app/taking-photos' });
    expect(go('/docs/vue/your-first-app/7-live-reload/?from=x')).toEqual({ status: 301, location: '/docs/vue/your-first-app/live-reload?from=x' });
    expect(go('/docs/cli/ssh/add')).toEqual({ status: 301, location: '/docs/cli/commands/ssh-add' });
    expect(go('/docs/cli/config-get')).toEqual({ status: 301, location: '/docs/cli/commands/config-get' });
    // A moved folder keeps the rest of the path.
    expect(go('/docs/v8/api/button?x=1')).toEqual({ status: 301, location: '/docs/api/button?x=1' });
    expect(go('/docs/v8')).toEqual({ status: 301, location: '/docs/' });
    expect(go('/docs/v8/')).toEqual({ status: 301, location: '/docs/' });
    expect(go('/docs/next/theming/basics')).toEqual({ status: 301, location: '/docs/theming/basics' });
    // Only whole segments: a page whose name merely starts like an old one is left alone.
    expect(go('/docs/v8x/api')).toBeNull();
    expect(go('/docs/cli/ssh/add-more')).toBeNull();
    expect(go('//evil.example/docs/v8/x')).toBeNull();
  });

  it('leave canonical paths, version roots and demo documents alone', () => {
    for (const target of [
      '/docs/',
      '/docs/v7/',
      '/docs/api',
      '/docs/api?x=1',
      '/docs/_demos/api/button/basic.html',
      '/docs/v7/_demos/api/button/basic.html',
      '/docs/assets/main-abcdefgh.js',
    ]) {
      expect(go(target), target).toBeNull();
    }
  });

  it('never answer with a Location another host could be read from', () => {
    for (const target of ['//evil.example/', '///evil.example/', '//evil.example/index.html', '//evil.example.html', '//a:99999/']) {
      const location = go(target)?.location ?? '/';
      expect(location, target).toMatch(/^\/(?![/\\])/);
    }
    for (const target of ['/\\evil.example/', '/\\evil.example.html', '/%5Cevil.example/']) {
      expect(go(target)?.location ?? '/', target).not.toMatch(/^\/[/\\]/);
    }
  });

  it('compile in JavaScript and keep to the syntax nginx reads unchanged inside quotes', () => {
    for (const rule of rules) {
      expect(() => new RegExp(rule.pattern)).not.toThrow();
      expect(rule.pattern).not.toMatch(/"|\\\\/);
    }
  });
});
