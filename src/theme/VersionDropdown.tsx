import { useLocation, useNavigate } from 'react-router';
import config from '../../site.config.ts';
import { versionOfPath } from '../runtime/versions.ts';
import { usePreferredVersion } from '../runtime/use-preferred-version.ts';
import { NavDropdown, type DropdownItem } from './NavDropdown.tsx';

/**
 * Version dropdown: local versions keep the current page when it exists in the target version
 * (`alternates`, known at build time), else land on that version's main doc; older versions
 * link to their external archives. The choice is stored as the preferred version.
 */
export function VersionDropdown({ alternates }: { alternates: Record<string, string> }) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { versions, savePreferred } = usePreferredVersion();
  const current = versionOfPath(pathname) ?? versions[0];
  const local: DropdownItem[] = versions.map((version) => {
    const target = version.name === current.name ? pathname : (alternates[version.name] ?? version.path);
    return {
      label: version.label,
      href: target,
      active: version.name === current.name,
      onClick: (event) => {
        event.preventDefault();
        savePreferred(version.name);
        navigate(target === pathname || alternates[version.name] ? target + hash : target);
      },
    };
  });
  const archived: DropdownItem[] = config.versions.archived.map((v) => ({ label: v.label, href: v.href, external: true }));
  return <NavDropdown label={current.label} items={[...local, ...archived]} />;
}
