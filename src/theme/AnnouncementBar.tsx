import config from '../../site.config.ts';
import styles from './AnnouncementBar.module.css';

/** Spec §2.1/§4: the announcement bar; not closeable in this site's configuration. */
export function AnnouncementBar() {
  const bar = config.announcementBar;
  if (!bar) return null;
  return (
    <div className={styles.bar} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }} role="region" aria-label="Announcement">
      {bar.href ? (
        <a href={bar.href} style={{ color: bar.textColor }} target="_blank" rel="noopener noreferrer">
          {bar.content}
        </a>
      ) : (
        bar.content
      )}
    </div>
  );
}
