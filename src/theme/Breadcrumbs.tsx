import type { SidebarItem } from '../shared/page-module.ts';
import { DocLink } from './DocLink.tsx';
import { sidebarTrail } from '../shared/sidebar-walk.ts';
import styles from './Breadcrumbs.module.css';

/** Breadcrumbs from the sidebar categories that lead to the page. */
export function Breadcrumbs({ items, path }: { items: SidebarItem[]; path: string }) {
  const trail = sidebarTrail(items, path);
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={i}>{crumb.href && crumb.href !== path ? <DocLink to={crumb.href}>{crumb.label}</DocLink> : <span>{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
