import config from '../../site.config.ts';
import { DocLink } from './DocLink.tsx';
import styles from './OldVersionBanner.module.css';

/** On pages of an older local version: says so and links to the current version. */
export function OldVersionBanner({ version, alternates }: { version: string; alternates: Record<string, string> }) {
  if (version === config.versions.current) return null;
  const current = config.versions.local.find((v) => v.name === config.versions.current);
  if (!current) return null;
  const same = alternates[current.name];
  return (
    <div className={styles.banner} role="note">
      You are reading the documentation of {version}, an older version. For the current release, see{' '}
      {same ? (
        <>
          <DocLink to={same}>this page in {current.label}</DocLink> or the{' '}
        </>
      ) : (
        'the '
      )}
      <DocLink to={current.path}>{current.label} documentation</DocLink>.
    </div>
  );
}
