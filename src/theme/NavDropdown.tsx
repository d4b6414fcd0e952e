import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import popupMenu from './styles/popup-menu.module.css';
import styles from './NavDropdown.module.css';

export interface DropdownItem {
  label: string;
  href: string;
  external?: boolean;
  active?: boolean;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** A navbar menu: opens by mouse or keyboard, closes on Escape, outside click or choosing an item. */
export function NavDropdown({ label, items, icon }: { label: string; items: DropdownItem[]; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  // A click right after hovering must not close the menu the hover just opened.
  const openedByHover = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div
      className={styles.dropdown}
      ref={root}
      // Without JavaScript, public/no-js.css opens the menu on hover and keyboard focus.
      data-nav-dropdown=""
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((o) => keepOpen || !o);
        }}
        onMouseEnter={() => {
          if (!open) openedByHover.current = true;
          setOpen(true);
        }}
      >
        {icon}
        {label}
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={id} className={`${popupMenu.panel} ${styles.menu}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <a
              className={`${styles.item} ${item.active ? styles.active : ''}`}
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={(e) => {
                item.onClick?.(e);
                setOpen(false);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
