import { useLocation, useNavigate } from 'react-router';
import config from '../../site.config.ts';
import { versionOfPath } from '../runtime/versions.ts';
import { lookupRoute } from '../runtime/route-map.ts';
import { savePreferredVersion } from '../stores/preferred-version.ts';
import { NavDropdown, type DropdownItem } from './NavDropdown.tsx';

/** The path of the same page in another version (it may not exist there). */
export function counterpartPath(pathname: string, targetPath: string): string {
  const current = versionOfPath(pathname);
  if (!current) return targetPath;
  const rest = (pathname.endsWith('/') ? pathname : pathname + '/').slice(current.path.length).replace(/\/$/, '');
  return targetPath + rest;
}

/**
 * Version dropdown: local versions keep the current page when it exists in the target version,
 * else land on that version's main doc; older versions link to their external archives.
 */
export function VersionDropdown() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const current = versionOfPath(pathname) ?? config.versions.local[0];
  const local: DropdownItem[] = config.versions.local.map((version) => {
    const target = counterpartPath(pathname, version.path);
    return {
      label: version.label,
      href: target,
      active: version.name === current.name,
      onClick: (event) => {
        event.preventDefault();
        savePreferredVersion(version.name);
        void lookupRoute(target)
          .then((files) => navigate(files ? target + hash : version.path))
          .catch(() => navigate(version.path));
      },
    };
  });
  const archived: DropdownItem[] = config.versions.archived.map((v) => ({ label: v.label, href: v.href, external: true }));
  return <NavDropdown label={current.label} items={[...local, ...archived]} />;
}
