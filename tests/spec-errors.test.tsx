import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { translate, Translate } from '../src/runtime/translate.tsx';
import { activeDocsPlugin, docsPluginData, pluginGlobalData, siteGlobalData, useRouteContext, RouteContext } from '../src/runtime/docs-plugin.ts';
import { assertPageModule } from '../src/shared/page-module.ts';
import { errorCausalChain } from '../src/runtime/error-causes.ts';
import { useColorModeChoice } from '../src/runtime/use-color-mode.ts';
import { usePreferredVersion } from '../src/runtime/use-preferred-version.ts';
import { getWindowSize, windowSizeOf, DESKTOP_BREAKPOINT } from '../src/runtime/window-size.ts';
import { SMOOTH_SCROLL_FACTOR, nextSmoothScrollStep } from '../src/runtime/smooth-scroll.ts';
import { routeId } from '../src/runtime/route-id.ts';

function Probe({ use }: { use: () => unknown }) {
  use();
  return null;
}

describe('spec §8 messages', () => {
  it('translate needs an id or a default message', () => {
    expect(() => translate({})).toThrow('Translate requires at least a translation id or a default translation message.');
    expect(translate({ id: 'x', message: 'Hello {name}' }, { name: 'Ada' })).toBe('Hello Ada');
  });
  it('Translate accepts only plain string children', () => {
    expect(renderToString(<Translate id="a">Plain</Translate>)).toBe('Plain');
    expect(() =>
      renderToString(
        <Translate id="a">
          <b>bold</b>
        </Translate>,
      ),
    ).toThrow('Illegal Translate children');
  });
  it('route context errors', () => {
    expect(() => renderToString(<Probe use={useRouteContext} />)).toThrow('Unexpected: no route context found');
    expect(() =>
      renderToString(
        <RouteContext.Provider value={{}}>
          <Probe use={useRouteContext} />
        </RouteContext.Provider>,
      ),
    ).toThrow('the topmost route context has no `plugin` attribute');
  });
  it('docs plugin lookups', () => {
    const data = siteGlobalData();
    expect(activeDocsPlugin(data, '/docs/theming/basics')?.pluginId).toBe('default');
    expect(() => activeDocsPlugin(data, '/blog/post', { failfast: true })).toThrow(
      "Can't find active docs plugin for /blog/post, while it was expected to be found",
    );
    expect(activeDocsPlugin(data, '/blog/post')).toBeUndefined();
    expect(() => pluginGlobalData(data, 'blog')).toThrow('Global data not found for blog plugin');
    expect(() => docsPluginData({}, 'default')).toThrow('does not seem to be enabled');
    expect(docsPluginData(data).versions.map((v) => v.name)).toEqual(['v8', 'v7']);
  });
  it('hooks used outside their providers are developer errors', () => {
    expect(() => renderToString(<Probe use={useColorModeChoice} />)).toThrow('useColorMode() was used outside of <ColorModeProvider>');
    expect(() => renderToString(<Probe use={usePreferredVersion} />)).toThrow('usePreferredVersion() was used outside of <PreferredVersionProvider>');
  });
  it('window size read before hydration is a developer error', () => {
    expect(() => getWindowSize()).toThrow('read before hydration');
    expect(DESKTOP_BREAKPOINT).toBe(996);
    expect(windowSizeOf(997)).toBe('desktop');
    expect(windowSizeOf(996)).toBe('mobile');
  });
  it('a page module without a default export fails with the spec message', () => {
    expect(() => assertPageModule({ route: {} }, '/docs/x')).toThrow('has no default export. A page component should be default-exported');
    expect(() => assertPageModule(null, '/docs/x')).toThrow('no default export');
  });
  it('error causes are listed in order', () => {
    const error = new Error('outer', { cause: new Error('middle', { cause: 'root' }) });
    expect(errorCausalChain(error)).toEqual(['outer', 'middle', 'root']);
  });
});

describe('spec §9 constants', () => {
  it('smooth-scroll fallback moves 85% of the remaining distance per frame', () => {
    expect(SMOOTH_SCROLL_FACTOR).toBe(0.85);
    expect(nextSmoothScrollStep(0, 1000)).toBe(850);
    expect(nextSmoothScrollStep(999.5, 1000)).toBe(1000);
  });
  it('route ids carry a short stable hash suffix', () => {
    expect(routeId('/docs/theming/basics')).toMatch(/^\/docs\/theming\/basics-[0-9a-z]{1,3}$/);
    expect(routeId('/docs/theming/basics')).toBe(routeId('/docs/theming/basics'));
    expect(routeId('/docs/a')).not.toBe(routeId('/docs/b'));
  });
});
