export type ColorMode = 'light' | 'dark';

/** The colour mode the reader chose is kept in local storage under this key. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * Inline `<head>` script: sets the stored theme before the first paint (no flash of the wrong
 * theme). The build passes the default of the config it builds with, so a variant config counts.
 */
export function colorModeScript(defaultMode: ColorMode): string {
  return `<script>(function(){var m;try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}document.documentElement.dataset.theme=m==='dark'||m==='light'?m:${JSON.stringify(defaultMode)}})()</script>`;
}
