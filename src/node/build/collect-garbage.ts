import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full garbage collection, now. The Vite builds leave a few hundred MB of garbage in the main
 * thread's heap, and nothing the main thread does afterwards allocates enough for V8 to collect
 * it, so it would sit under the prerender and hosting workers for the rest of the build. Node
 * only offers `gc()` with `--expose-gc`; setting the flag at run time makes V8 install it in
 * the next context created, which is where we take it from, so no command line has to change.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
