/** The not-found page's title (the client's not-found page and the prerendered 404.html). */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** A page's document title: its own title, then the site's (`Buttons | Ionic Framework`). */
export function pageTitle(title: string, siteTitle: string): string {
  return `${title} | ${siteTitle}`;
}
