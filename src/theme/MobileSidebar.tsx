import { useEffect, useRef } from 'react';
import config from '../../site.config.ts';
import type { PageModule } from '../shared/page-module.ts';
import { useWindowSize } from '../runtime/window-size.ts';
import { useMobileSidebar } from '../stores/mobile-sidebar.ts';
import { NavItemView } from './NavItemView.tsx';
import { Sidebar } from './Sidebar.tsx';
import styles from './MobileSidebar.module.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/**
 * The mobile navigation drawer (navbar items and the page's sidebar). It closes
 * when the layout switches to desktop, when the route changes and on Escape; focus stays inside.
 */
export function MobileSidebar({ page, pathname }: { page: PageModule | undefined; pathname: string }) {
  const shown = useMobileSidebar((s) => s.shown);
  const hide = useMobileSidebar((s) => s.hide);
  const size = useWindowSize();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => hide(), [pathname, hide]);
  useEffect(() => {
    if (size === 'desktop') hide();
  }, [size, hide]);
  useEffect(() => {
    if (!shown) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [shown, hide]);

  if (!shown) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={hide} aria-hidden="true" />
      <div id={LAYOUT_IDS.mobileSidebar} className={styles.panel} ref={panel} role="dialog" aria-modal="true" aria-label="Navigation">
        <button type="button" className={styles.close} onClick={hide} aria-label="Close navigation bar">
          ×
        </button>
        <div className={styles.items}>
          {config.navbar.items.map((item, i) => (
            <NavItemView key={i} item={item} pathname={pathname} page={page} />
          ))}
        </div>
        {page?.sidebar && <Sidebar items={page.sidebar} activePath={page.route.path} />}
      </div>
    </>
  );
}
