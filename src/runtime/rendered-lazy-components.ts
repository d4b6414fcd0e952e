/**
 * The lazily loaded components a server render used, named by their source file (the key of
 * their chunk in the client build's manifest). The prerender writes those components'
 * stylesheets into the page: otherwise they arrive with the component's script, after the first
 * paint, and until then the component shows unstyled and the page shifts when they land.
 * A module variable rather than a React context: a server render (renderToString) runs start to
 * end without yielding, and the browser bundle then carries one optional call, not a context.
 */
let rendered: Set<string> | null = null;

/** Runs a synchronous server render and returns its result with the lazily loaded components it used. */
export function withRenderedLazyComponents<T>(render: () => T): { result: T; lazyComponents: string[] } {
  const used = new Set<string>();
  rendered = used;
  try {
    return { result: render(), lazyComponents: [...used] };
  } finally {
    rendered = null;
  }
}

/** Records, during a server render, that the component from `source` rendered (in the browser, nothing). */
export function recordLazyComponent(source: string): void {
  rendered?.add(source);
}
