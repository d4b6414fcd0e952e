import { describe, expect, it } from 'vitest';
import type { Manifest as ViteManifest } from 'vite';
import { lazyComponentFiles } from '../../src/node/build/service-worker.ts';
import { LAZY_MDX_COMPONENTS } from '../../src/shared/mdx-component-names.ts';

/** A client build's Vite manifest with a chunk and a stylesheet for each of `sources`. */
function clientManifest(sources: string[]): ViteManifest {
  return Object.fromEntries(
    sources.map((src) => {
      const name = src.replace(/^.*\/|\.tsx$/g, '');
      return [src, { file: `assets/${name}-abc.js`, src, isDynamicEntry: true, css: [`assets/${name}-abc.css`] }];
    }),
  );
}

describe('the service worker precaches the lazily loaded MDX components', () => {
  it("finds every listed component's chunk and stylesheet by source in the client manifest", () => {
    const files = lazyComponentFiles(clientManifest(Object.values(LAZY_MDX_COMPONENTS)), '/docs/');
    expect(files).toContain('/docs/assets/Playground-abc.js');
    expect(files).toContain('/docs/assets/Playground-abc.css');
    expect(files).toHaveLength(Object.keys(LAZY_MDX_COMPONENTS).length * 2);
  });

  it('fails the build naming a listed component the client build has no chunk for', () => {
    const others = Object.values(LAZY_MDX_COMPONENTS).filter((s) => s !== LAZY_MDX_COMPONENTS.ReleaseNotes);
    expect(() => lazyComponentFiles(clientManifest(others), '/docs/')).toThrow(
      'src/theme/mdx/ReleaseNotes.tsx is a lazily loaded MDX component (src/shared/mdx-component-names.ts), but the client build has no chunk for it',
    );
  });
});
