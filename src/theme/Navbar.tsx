import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import config from '../../site.config.ts';
import type { PageModule } from '../runtime/page-module.ts';
import { versionOfPath } from '../runtime/versions.ts';
import { onUserScroll } from '../runtime/scroll-pause.ts';
import { useMobileSidebar } from '../stores/mobile-sidebar.ts';
import { DocLink } from './DocLink.tsx';
import { Logo } from './Logo.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavIcon } from './NavIcon.tsx';
import { MobileSidebar } from './MobileSidebar.tsx';
import { SearchButton } from './search/SearchButton.tsx';
import styles from './Navbar.module.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

type NavItem = (typeof config.navbar.items)[number];

/** Where a navbar `doc` item points in the version being read (or its pinned version). */
export function docItemHref(docId: string, pathname: string, pinned?: string): string {
  const version = (pinned && config.versions.local.find((v) => v.name === pinned)) || versionOfPath(pathname) || config.versions.local[0];
  return docId === 'index' ? version.path : version.path + docId;
}

/** Spec §2.1: hides while scrolling down, returns when scrolling up. */
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

export function NavItemView({ item, pathname, page }: { item: NavItem; pathname: string; page: PageModule | undefined }) {
  switch (item.type) {
    case 'doc':
      return (
        <DocLink className={styles.link} to={docItemHref(item.docId, pathname, item.version)}>
          {item.label}
        </DocLink>
      );
    case 'link':
      return (
        <a className={styles.link} href={item.href}>
          {item.label}
        </a>
      );
    case 'dropdown':
      return <NavDropdown label={item.label} items={item.items} />;
    case 'versions':
      return <VersionDropdown alternates={page?.route.alternates ?? {}} />;
    case 'locales':
      return (
        <NavDropdown
          label="English"
          items={[
            { label: 'English', href: pathname },
            ...(config.i18n.translateHref ? [{ label: 'Translate', href: config.i18n.translateHref, external: true }] : []),
          ]}
        />
      );
    case 'icon':
      return (
        <a className={styles.icon} href={item.href} aria-label={item.label} title={item.label} target="_blank" rel="noopener noreferrer">
          <NavIcon name={item.icon} />
        </a>
      );
    case 'search':
      // Rendered next to the colour-mode toggle instead (see Navbar).
      return null;
  }
}

/** Spec §2.1 top navigation. Items come from site.config.ts. */
export function Navbar({ page }: { page: PageModule | undefined }) {
  const { pathname } = useLocation();
  const hidden = useHideOnScroll(config.navbar.hideOnScroll);
  const toggle = useMobileSidebar((s) => s.toggle);
  const shown = useMobileSidebar((s) => s.shown);
  const home = versionOfPath(pathname)?.path ?? config.baseUrl;
  return (
    <header className={`${styles.navbar} ${hidden && !shown ? styles.hidden : ''}`}>
      <nav className={styles.inner} aria-label="Main">
        <button type="button" className={styles.menuButton} aria-label="Toggle navigation bar" aria-expanded={shown} aria-controls={LAYOUT_IDS.mobileSidebar} onClick={toggle}>
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
