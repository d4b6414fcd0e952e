import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { classicLoaderSource, dataModule, defineCall } from '../src/node/hash-router/classic-loader.ts';
import { classicChunks } from '../src/node/hash-router/classic-chunks.ts';
import { inPageAnchor } from '../src/runtime/in-page-anchors.ts';

interface FakeElement {
  tag: string;
  src?: string;
  href?: string;
  rel?: string;
  onload?: () => void;
  onerror?: () => void;
  remove(): void;
}

interface Loader {
  load(file: string): Promise<Record<string, unknown>>;
}

/**
 * Runs the loader in a VM whose document "loads" a script by evaluating the file of that name
 * from `files` (asynchronously, like a browser); a missing file fails like a 404.
 */
function harness(files: Record<string, string>) {
  const requested: string[] = [];
  const stylesheets: string[] = [];
  const context = vm.createContext({ Promise, Error, console, queueMicrotask });
  const document = {
    createElement: (tag: string): FakeElement => ({ tag, remove() {} }),
    querySelector: () => null,
    head: {
      appendChild(el: FakeElement) {
        if (el.tag === 'link') {
          stylesheets.push(el.href ?? '');
          return;
        }
        const file = el.src ?? '';
        requested.push(file);
        setTimeout(() => {
          const code = files[file];
          if (code === undefined) el.onerror?.();
          else {
            vm.runInContext(code, context);
            el.onload?.();
          }
        }, 0);
      },
    },
  };
  Object.assign(context, { window: context, document });
  vm.runInContext(classicLoaderSource(), context);
  return { loader: (context as { __docsLoader: Loader }).__docsLoader, requested, stylesheets };
}

describe('classic loader (hash-router build)', () => {
  const files = {
    'assets/main.js': defineCall(
      'assets/main.js',
      ['assets/shared.js'],
      ['assets/main.css'],
      'const s = require("./shared.js"); exports.value = s.twice(21); exports.lazy = () => Promise.resolve().then(() => require.load("./lazy.js"));',
    ),
    'assets/shared.js': defineCall('assets/shared.js', [], ['assets/main.css'], 'exports.twice = (n) => n * 2;'),
    'assets/lazy.js': defineCall('assets/lazy.js', ['assets/shared.js'], ['assets/lazy.css'], 'exports.z = require("./shared.js").twice(2);'),
  };

  it('runs a chunk after its static dependencies, once, and links its stylesheets once', async () => {
    const { loader, requested, stylesheets } = harness(files);
    const main = await loader.load('./assets/main.js');
    expect(main.value).toBe(42);
    expect(await loader.load('assets/main.js')).toBe(main);
    expect(requested).toEqual(['assets/main.js', 'assets/shared.js']);
    expect(stylesheets).toEqual(['assets/main.css']);
  });

  it('keeps dynamic imports lazy until they are called', async () => {
    const { loader, requested, stylesheets } = harness(files);
    const main = await loader.load('assets/main.js');
    expect(requested).not.toContain('assets/lazy.js');
    const lazy = await (main.lazy as () => Promise<{ z: number }>)();
    expect(lazy.z).toBe(4);
    expect(requested.filter((f) => f === 'assets/shared.js')).toHaveLength(1);
    expect(stylesheets).toEqual(['assets/main.css', 'assets/lazy.css']);
  });

  it('rejects when a chunk cannot be loaded, and a later attempt (Retry) loads it again', async () => {
    const available: Record<string, string> = { 'assets/p.js': defineCall('assets/p.js', ['assets/dep.js'], [], 'exports.default = function Page() {};') };
    const { loader, requested } = harness(available);
    await expect(loader.load('assets/p.js')).rejects.toThrow('Failed to load assets/dep.js');
    available['assets/dep.js'] = defineCall('assets/dep.js', [], [], '');
    const page = await loader.load('assets/p.js');
    expect(typeof page.default).toBe('function');
    expect(requested).toEqual(['assets/p.js', 'assets/dep.js', 'assets/dep.js']);
  });

  it('reads data files (route maps, search indexes) as modules', async () => {
    const map = { version: 'v8', files: ['assets/a.js'], routes: { '/docs/': [0] } };
    const { loader } = harness({ '__route-map/v8.js': dataModule('__route-map/v8.js', map) });
    expect(await loader.load('./__route-map/v8.js')).toEqual(map);
  });
});

describe('classicChunks', () => {
  function chunk(fileName: string, code: string, imports: string[], dynamicImports: string[]): Rollup.OutputChunk {
    return {
      type: 'chunk',
      fileName,
      code,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(['assets/x.css']), importedAssets: new Set() },
    } as unknown as Rollup.OutputChunk;
  }

  it('wraps chunks for the loader and makes only dynamic-only imports lazy', () => {
    const code =
      'const a=require(`./static.js`);const b=()=>Promise.resolve().then(()=>require("./lazy.js"));const c=()=>Promise.resolve().then(()=>require("./static.js"));';
    const bundle = {
      'assets/main.js': chunk('assets/main.js', code, ['assets/static.js'], ['assets/lazy.js', 'assets/static.js']),
    } as unknown as Rollup.OutputBundle;
    const plugin = classicChunks();
    const hook = plugin.generateBundle as unknown as (options: unknown, bundle: Rollup.OutputBundle) => void;
    hook.call({}, {}, bundle);
    const out = (bundle['assets/main.js'] as Rollup.OutputChunk).code;
    expect(out.startsWith('__docsLoader.define("assets/main.js",["assets/static.js"],["assets/x.css"],function(require,module,exports){')).toBe(true);
    expect(out).toContain('require.load("./lazy.js")');
    expect(out).toContain('require(`./static.js`)');
    expect(out).toContain('then(()=>require("./static.js"))');
  });
});

describe('inPageAnchor', () => {
  it('picks out in-page anchors, not hash-router site paths', () => {
    expect(inPageAnchor('#main-content')).toBe('#main-content');
    expect(inPageAnchor('#/docs/components')).toBeNull();
    expect(inPageAnchor('#')).toBeNull();
    expect(inPageAnchor('/docs/x#y')).toBeNull();
    expect(inPageAnchor(null)).toBeNull();
  });
});
