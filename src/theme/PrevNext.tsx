import type { SidebarItem } from '../shared/page-module.ts';
import { flattenSidebar } from '../shared/sidebar-walk.ts';
import { DocLink } from './DocLink.tsx';
import styles from './PrevNext.module.css';

/** Previous / next links in sidebar order. */
export function PrevNext({ items, path }: { items: SidebarItem[]; path: string }) {
  const flat = flattenSidebar(items);
  const index = flat.findIndex((item) => item.href === path);
  if (index < 0) return null;
  const prev = flat[index - 1];
  const next = flat[index + 1];
  return (
    <nav className={styles.pager} aria-label="Docs pages">
      {prev ? (
        <DocLink className={styles.card} to={prev.href}>
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {prev.label}</span>
        </DocLink>
      ) : (
        <span />
      )}
      {next && (
        <DocLink className={`${styles.card} ${styles.next}`} to={next.href}>
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </DocLink>
      )}
    </nav>
  );
}
