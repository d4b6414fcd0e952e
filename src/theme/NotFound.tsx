import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import config from '../../site.config.ts';
import { versionOfPath } from '../runtime/versions.ts';
import { readPreferredVersion } from '../stores/preferred-version.ts';
import { DocLink } from './DocLink.tsx';
import { NOT_FOUND_TITLE, pageTitle } from '../shared/page-title.ts';
import styles from './NotFound.module.css';

/** The final catch-all route: any unknown path. */
export function NotFound() {
  const { pathname } = useLocation();
  // An unknown path under an older version's folder belongs to that version. Anywhere else the
  // page has no version of its own, so the reader's preferred one (read after hydration, so the
  // server HTML matches; an unknown stored name is discarded) decides where to send them.
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    document.title = pageTitle(NOT_FOUND_TITLE, config.title);
    setPreferred(readPreferredVersion());
  }, []);
  const fromPath = versionOfPath(pathname);
  const pinned = fromPath && fromPath.name !== config.versions.current ? fromPath : undefined;
  const version = pinned ?? config.versions.local.find((v) => v.name === preferred) ?? fromPath ?? config.versions.local[0];
  return (
    <div className={styles.notFound}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
      <ul>
        <li>
          <DocLink to={version.path}>Start from the {version.label} documentation home</DocLink>
        </li>
        <li>
          <DocLink to={`${version.path}api`}>Browse the component API reference</DocLink>
        </li>
        <li>
          <DocLink to={`${version.path}cli`}>Look up an ionic CLI command</DocLink>
        </li>
      </ul>
    </div>
  );
}
