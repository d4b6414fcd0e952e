/**
 * The module loader of the hash-router build ("router mode"): that build must work when
 * opened from the file system, and Chromium refuses ES module scripts from file:// URLs (their
 * origin is null, so the CORS check fails). Classic `<script>` tags still load from file://, so
 * every chunk of that build is a classic script that registers a CommonJS-style factory here
 * (see classic-chunks.ts), and this loader runs the factories once their dependencies are in.
 *
 * The loader is a small plain script inlined into index.html ahead of the app. Its API is
 * `window.__docsLoader` (typed in src/runtime/classic-loader-api.ts):
 * - define(file, deps, css, factory): called by each chunk script; `deps` are the chunks it
 *   needs before it runs, `css` the stylesheets that come with it;
 * - load(file): loads a chunk and everything it depends on, runs it, resolves with its exports;
 *   a failed script is forgotten so a later call (Retry) tries again.
 * Files are paths relative to the folder of index.html (`assets/x.js`).
 */
export const CLASSIC_LOADER_GLOBAL = '__docsLoader';

const LOADER_SOURCE = `(function (w, d) {
  var mods = {}, pending = {}, styles = {};
  function norm(file) { return file.replace(/^\\.\\//, ''); }
  function resolve(from, spec) {
    var parts = from.split('/');
    parts.pop();
    spec.split('/').forEach(function (p) { if (p === '..') parts.pop(); else if (p !== '.') parts.push(p); });
    return parts.join('/');
  }
  function script(file) {
    if (mods[file]) return Promise.resolve();
    if (!pending[file]) pending[file] = new Promise(function (res, rej) {
      var s = d.createElement('script');
      s.src = file;
      s.onload = function () { delete pending[file]; mods[file] ? res() : rej(new Error(file + ' loaded but defined no module')); };
      s.onerror = function () { delete pending[file]; s.remove(); rej(new Error('Failed to load ' + file)); };
      d.head.appendChild(s);
    });
    return pending[file];
  }
  function stylesheet(file) {
    if (styles[file]) return;
    styles[file] = 1;
    // index.html links the entry's stylesheet itself.
    if (d.querySelector('link[rel="stylesheet"][href="' + file + '"],link[rel="stylesheet"][href="./' + file + '"]')) return;
    var l = d.createElement('link');
    l.rel = 'stylesheet';
    l.href = file;
    d.head.appendChild(l);
  }
  function fetchTree(file, seen) {
    if (seen[file]) return Promise.resolve();
    seen[file] = 1;
    return script(file).then(function () {
      var m = mods[file];
      m.css.forEach(stylesheet);
      return Promise.all(m.deps.map(function (dep) { return fetchTree(dep, seen); }));
    });
  }
  function run(file) {
    var m = mods[file];
    if (!m) throw new Error('The chunk ' + file + ' is required before it was loaded');
    if (!m.module) {
      m.module = { exports: {} };
      var req = function (spec) { return run(resolve(file, spec)); };
      req.load = function (spec) { return load(resolve(file, spec)); };
      try { m.factory.call(m.module.exports, req, m.module, m.module.exports); }
      catch (e) { m.module = null; throw e; }
    }
    return m.module.exports;
  }
  function load(file) {
    file = norm(file);
    return fetchTree(file, {}).then(function () { return run(file); });
  }
  function define(file, deps, css, factory) {
    if (!mods[file]) mods[file] = { deps: deps, css: css, factory: factory, module: null };
  }
  w.${CLASSIC_LOADER_GLOBAL} = { define: define, load: load };
})(window, document);`;

/** The loader as an inline `<script>` for index.html. */
export function classicLoaderScript(): string {
  return `<script>${LOADER_SOURCE}</script>`;
}

/** The loader's source, for tests that run it outside a page. */
export function classicLoaderSource(): string {
  return LOADER_SOURCE;
}

/** A chunk or data file as a classic script that registers itself with the loader. */
export function defineCall(file: string, deps: string[], css: string[], body: string): string {
  return `${CLASSIC_LOADER_GLOBAL}.define(${JSON.stringify(file)},${JSON.stringify(deps)},${JSON.stringify(css)},function(require,module,exports){\n${body}\n});\n`;
}

/** A JSON value as a classic script module (route maps and search indexes of the hash build). */
export function dataModule(file: string, value: unknown): string {
  return defineCall(file, [], [], `module.exports=${JSON.stringify(value)};`);
}
