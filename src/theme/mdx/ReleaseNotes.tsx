import { useLocation } from 'react-router';
import data from '../../../data/release-notes.json';
import { ionicMajorOfPath } from '../../runtime/versions.ts';
import styles from './ReleaseNotes.module.css';

const CHANGELOG = 'https://github.com/ionic-team/ionic-framework/blob/main/CHANGELOG.md';

/**
 * Releases of @ionic/core captured from the npm registry (scripts/sync-release-notes.ts), for
 * the page's major and the ones before it, newest first, one table per major.
 */
export default function ReleaseNotes() {
  const { pathname } = useLocation();
  const pageMajor = ionicMajorOfPath(pathname);
  const byMajor = new Map<number, typeof data.releases>();
  for (const release of data.releases) {
    const major = Number(release.version.split('.')[0]);
    if (major > pageMajor) continue;
    byMajor.set(major, [...(byMajor.get(major) ?? []), release]);
  }
  return (
    <div className={styles.notes}>
      <p className={styles.source}>
        {data.package} releases as published on npm (captured {data.capturedAt}).
      </p>
      {[...byMajor.entries()].map(([major, releases], i) => (
        <details key={major} open={i === 0}>
          <summary>
            Ionic {major} — {releases.length} releases, latest {releases[0].version} ({releases[0].date})
          </summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">Kind</th>
              </tr>
            </thead>
            <tbody>
              {releases.map((r) => (
                <tr key={r.version}>
                  <td>
                    <a href={`${CHANGELOG}#${r.version.replace(/\./g, '')}`} target="_blank" rel="noopener noreferrer">
                      {r.version}
                    </a>
                  </td>
                  <td>
                    <time dateTime={r.date}>{r.date}</time>
                  </td>
                  <td>{r.version.endsWith('.0.0') ? 'Major' : r.version.endsWith('.0') ? 'Minor' : 'Patch'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </div>
  );
}
