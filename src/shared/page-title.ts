/** The not-found page's title (also used by the prerender for 404.html). */
export const NOT_FOUND_TITLE = 'Page Not Found';
