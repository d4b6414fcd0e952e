import config from '../../site.config.ts';
import { DocLink } from './DocLink.tsx';
import { counterpartPath } from './VersionDropdown.tsx';
import styles from './OldVersionBanner.module.css';

/** On pages of an older local version: says so and links to the current version. */
export function OldVersionBanner({ version, path }: { version: string; path: string }) {
  if (version === config.versions.current) return null;
  const current = config.versions.local.find((v) => v.name === config.versions.current);
  if (!current) return null;
  return (
    <div className={styles.banner} role="note">
      You are reading the documentation of {version}, an older version. For the current release, see{' '}
      <DocLink to={counterpartPath(path, current.path)}>this page in {current.label}</DocLink> or the{' '}
      <DocLink to={current.path}>{current.label} documentation</DocLink>.
    </div>
  );
}
