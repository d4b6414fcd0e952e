import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from '../../src/node/hosting/request-target.ts';

describe('parseRequestTarget', () => {
  it('decodes, merges slashes and resolves dot segments the way nginx does', () => {
    expect(parseRequestTarget('/docs/api?x=1')).toEqual({ ok: true, raw: '/docs/api?x=1', path: '/docs/api' });
    expect(parseRequestTarget('//docs//api/')).toMatchObject({ ok: true, path: '/docs/api/' });
    expect(parseRequestTarget('/docs/./x/../api')).toMatchObject({ ok: true, path: '/docs/api' });
    expect(parseRequestTarget('/docs/%61pi')).toMatchObject({ ok: true, path: '/docs/api' });
    expect(parseRequestTarget('/docs/x/..')).toMatchObject({ ok: true, path: '/docs/' });
  });

  it('keeps the path of an absolute-form target', () => {
    expect(parseRequestTarget('http://127.0.0.1:4173/docs/cli?q')).toMatchObject({ ok: true, raw: '/docs/cli?q', path: '/docs/cli' });
  });

  it('takes //a:99999/ (which made URL() throw and killed npm start) as a path', () => {
    expect(parseRequestTarget('//a:99999/')).toMatchObject({ ok: true, path: '/a:99999/' });
  });

  it('refuses what nginx answers 400 to, with a reason instead of an exception', () => {
    for (const target of ['', '*', 'docs', '/%zz', '/%', '/docs/%00', '/docs/%0d%0aX:1', '/..', '/../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd']) {
      expect(parseRequestTarget(target), target).toMatchObject({ ok: false });
    }
  });
});
