const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * An ISO date as the site writes days, "November 1, 2026" (UTC), what `toLocaleDateString('en-US',
 * { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })` gives. Not through Intl: the
 * first Intl date format of a page loads locale and time zone data, about 100 ms of main thread in
 * Chromium, during hydration of every page that shows "Last updated".
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
