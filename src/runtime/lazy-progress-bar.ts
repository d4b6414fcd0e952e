import type NProgress from 'nprogress';

type Bar = Pick<typeof NProgress, 'start' | 'done' | 'configure' | 'inc'>;

/**
 * nprogress, loaded the first time the bar is shown (a navigation slower than 200 ms) rather
 * than with the page: most visits never show it. Calls made before it arrives run in order
 * once it has.
 */
let bar: Promise<Bar> | undefined;
let settings: Parameters<Bar['configure']>[0] = {};

function run(call: (b: Bar) => void): void {
  bar ??= import('nprogress').then((m) => {
    const loaded = m.default;
    loaded.configure(settings);
    return loaded;
  });
  bar.then(call, () => {
    // Without the bar, navigation still works; try again next time.
    bar = undefined;
  });
}

export const lazyProgressBar: Bar = {
  configure(options) {
    settings = { ...settings, ...options };
    return lazyProgressBar as typeof NProgress;
  },
  start() {
    run((b) => b.start());
    return lazyProgressBar as typeof NProgress;
  },
  done(force) {
    // Nothing to finish if the bar never started loading.
    if (bar) run((b) => b.done(force));
    return lazyProgressBar as typeof NProgress;
  },
  inc(amount) {
    if (bar) run((b) => b.inc(amount));
    return lazyProgressBar as typeof NProgress;
  },
};
