import type { SidebarItem } from '../shared/page-module.ts';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { DocLink } from './DocLink.tsx';
import styles from './Sidebar.module.css';

function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return item.href === path;
  return item.href === path || item.items.some((child) => containsPath(child, path));
}

/**
 * A category. Categories do not auto-collapse: opening one leaves the others as they
 * are. A `<details>` element, so that readers without JavaScript can open it too; with script,
 * React owns its `open` state. Its children are always in the HTML for the same reason.
 */
function Category({ item, activePath, level }: { item: Extract<SidebarItem, { type: 'category' }>; activePath: string; level: number }) {
  const active = containsPath(item, activePath);
  const [open, setOpen] = useState(active || !item.collapsed);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen((o) => !o);
  };
  const caret = (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={`${styles.caretIcon} ${open ? styles.caretOpen : ''}`}>
      <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
  // A summary is a button: a category's own page link sits beside it (over the same row), not inside.
  return (
    <li className={`${styles.category} ${item.href ? styles.linked : ''}`}>
      {item.href && (
        <DocLink
          to={item.href}
          className={`${styles.link} ${styles.categoryLink} ${item.href === activePath ? styles.active : ''}`}
          aria-current={item.href === activePath ? 'page' : undefined}
        >
          {item.label}
        </DocLink>
      )}
      <details open={open} className={styles.details}>
        {item.href ? (
          <summary className={styles.caret} onClick={toggle} aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}>
            {caret}
          </summary>
        ) : (
          <summary className={styles.categoryLabel} onClick={toggle}>
            <span>{item.label}</span>
            {caret}
          </summary>
        )}
        <SidebarList items={item.items} activePath={activePath} level={level + 1} />
      </details>
    </li>
  );
}

function SidebarList({ items, activePath, level }: { items: SidebarItem[]; activePath: string; level: number }) {
  return (
    <ul className={level === 0 ? styles.root : styles.list}>
      {items.map((item) =>
        item.type === 'category' ? (
          <Category key={`c:${item.label}`} item={item} activePath={activePath} level={level} />
        ) : (
          <li key={item.href}>
            <DocLink
              to={item.href}
              className={`${styles.link} ${item.href === activePath ? styles.active : ''}`}
              aria-current={item.href === activePath ? 'page' : undefined}
            >
              {item.label}
              {item.badge && <span className={styles.badge}>{item.badge}</span>}
            </DocLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The page's sidebar with the current item highlighted and scrolled into view. */
export function Sidebar({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current || !nav.current) return;
    const box = nav.current.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) current.scrollIntoView({ block: 'center' });
  }, [activePath]);
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar" ref={nav}>
      <SidebarList items={items} activePath={activePath} level={0} />
    </nav>
  );
}
