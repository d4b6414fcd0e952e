import { formatDay } from '../shared/format-day.ts';
import styles from './PageMeta.module.css';

/** "Edit this page" and "Last updated" (from git history, computed once per build). */
export function PageMeta({ editUrl, lastUpdated }: { editUrl?: string; lastUpdated?: string }) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <div className={styles.meta}>
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {lastUpdated && (
        <span>
          Last updated on <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
        </span>
      )}
    </div>
  );
}
