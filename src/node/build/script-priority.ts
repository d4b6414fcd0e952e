/**
 * The page's scripts load at low priority. They are ES modules, so they never block rendering,
 * but Chrome fetches them (and modulepreloads) at high priority, competing with the page's own
 * images, and Lighthouse's mobile simulation counts every high-priority script as
 * render-blocking, so its first paint waited for the 90 KB entry on a simulated slow 4G link.
 * The prerendered HTML is readable without them; hydration follows as they arrive.
 */
const SCRIPT_PRIORITY_ATTRIBUTE = 'fetchpriority="low"';

/** A modulepreload link for `href` at the priority above. */
export function modulePreloadTag(href: string): string {
  return `<link rel="modulepreload" crossorigin ${SCRIPT_PRIORITY_ATTRIBUTE} href="${href}" />`;
}

/** Gives the template's module scripts and modulepreloads (Vite's own) the priority above. */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    (tag) => `${tag} ${SCRIPT_PRIORITY_ATTRIBUTE}`,
  );
}
