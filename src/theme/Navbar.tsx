import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import config from '../../site.config.ts';
import type { PageModule } from '../shared/page-module.ts';
import { versionOfPath } from '../runtime/versions.ts';
import { onUserScroll } from '../runtime/scroll-pause.ts';
import { useMobileSidebar } from '../stores/mobile-sidebar.ts';
import { DocLink } from './DocLink.tsx';
import { Logo } from './Logo.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { MobileSidebar } from './MobileSidebar.tsx';
import { NavItemView } from './NavItemView.tsx';
import { SearchButton } from './search/SearchButton.tsx';
import styles from './Navbar.module.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/** Hides while scrolling down, returns when scrolling up. */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setHidden(y > last && y > 120);
      last = y;
    };
    return onUserScroll(onScroll);
  }, [enabled]);
  return hidden;
}

/** Top navigation. Items come from site.config.ts. */
export function Navbar({ page }: { page: PageModule | undefined }) {
  const { pathname } = useLocation();
  const hidden = useHideOnScroll(config.navbar.hideOnScroll);
  const toggle = useMobileSidebar((s) => s.toggle);
  const shown = useMobileSidebar((s) => s.shown);
  const home = versionOfPath(pathname)?.path ?? config.baseUrl;
  return (
    <header className={`${styles.navbar} ${hidden && !shown ? styles.hidden : ''}`}>
      <nav className={styles.inner} aria-label="Main">
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Toggle navigation bar"
          aria-expanded={shown}
          aria-controls={LAYOUT_IDS.mobileSidebar}
          onClick={toggle}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <DocLink to={home} className={styles.brand}>
          <Logo />
        </DocLink>
        <div className={styles.items}>
          {config.navbar.items.map((item, i) => (
            <NavItemView key={i} item={item} pathname={pathname} page={page} />
          ))}
        </div>
        {/* Outside the item list, which collapses into the drawer on mobile: search stays reachable. */}
        <SearchButton />
        <ColorModeToggle />
      </nav>
      <MobileSidebar page={page} pathname={pathname} />
    </header>
  );
}
