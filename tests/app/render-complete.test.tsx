import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { assertRenderComplete } from '../../src/app/render-complete.ts';

const NeverLoads = lazy(() => new Promise<never>(() => {}));

it('passes a page whose every Suspense boundary rendered its content', () => {
  const html = renderToString(
    <Suspense fallback={<p>loading</p>}>
      <b>content</b>
    </Suspense>,
  );
  expect(assertRenderComplete(html, '/docs/x')).toBe(html);
});

it('fails a page in which a component suspended, naming the page', () => {
  const html = renderToString(
    <main>
      <Suspense fallback={<p>loading</p>}>
        <NeverLoads />
      </Suspense>
    </main>,
  );
  expect(html).toContain('<p>loading</p>');
  expect(() => assertRenderComplete(html, '/docs/api/button')).toThrow(/^\/docs\/api\/button: a component suspended while prerendering/);
});
