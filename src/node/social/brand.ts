/** The brand blue: the pages' theme-color and the accent of the social cards. */
export const BRAND_COLOR = '#3880ff';
