import { describe, expect, it } from 'vitest';
import { lowerScriptPriority, modulePreloadTag } from '../src/node/build/script-priority.ts';

describe('script priority', () => {
  it("lowers Vite's module script and modulepreloads, once, and leaves everything else alone", () => {
    const template =
      '<head><script type="module" crossorigin src="/docs/assets/main-A.js"></script>\n<link rel="modulepreload" crossorigin href="/docs/assets/b.js">' +
      '<link rel="stylesheet" href="/x.css"><script>inline()</script><script type="application/json">{}</script></head>';
    const lowered = lowerScriptPriority(template);
    expect(lowered).toContain('<script type="module" fetchpriority="low" crossorigin src="/docs/assets/main-A.js"></script>');
    expect(lowered).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/docs/assets/b.js">');
    expect(lowered).toContain('<link rel="stylesheet" href="/x.css"><script>inline()</script><script type="application/json">{}</script>');
    expect(lowerScriptPriority(lowered)).toBe(lowered);
  });
  it('writes page modulepreloads at that priority', () => {
    expect(modulePreloadTag('/docs/assets/p.js')).toBe('<link rel="modulepreload" crossorigin fetchpriority="low" href="/docs/assets/p.js" />');
  });
});
