import config from '../../site.config.ts';
import type { PageModule } from '../shared/page-module.ts';
import { versionOfPath } from '../runtime/versions.ts';
import { DocLink } from './DocLink.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { NavIcon } from './NavIcon.tsx';
import styles from './Navbar.module.css';

/** One navbar item (doc link, link, dropdown, version menu, locales, icon); the mobile sidebar shows them too. */
type NavItem = (typeof config.navbar.items)[number];

/** Where a navbar `doc` item points in the version being read (or its pinned version). */
export function docItemHref(docId: string, pathname: string, pinned?: string): string {
  const version = (pinned && config.versions.local.find((v) => v.name === pinned)) || versionOfPath(pathname) || config.versions.local[0];
  return docId === 'index' ? version.path : version.path + docId;
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
