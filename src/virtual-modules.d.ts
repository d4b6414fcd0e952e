declare module 'virtual:docs/ssr-pages' {
  /** Every route's page module loader (SSR build only). */
  export const pages: Record<string, () => Promise<unknown>>;
}

declare module 'virtual:docs/sidebar/*' {
  import type { SidebarItem } from './node/content/sidebars.ts';
  const sidebar: SidebarItem[];
  export default sidebar;
}

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

declare module '*.css';
