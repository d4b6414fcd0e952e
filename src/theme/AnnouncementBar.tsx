import { useEffect } from 'react';
import config from '../../site.config.ts';
import { useAnnouncementBar } from '../stores/announcement-bar.ts';
import { translate } from '../runtime/translate.tsx';
import styles from './AnnouncementBar.module.css';

type Bar = NonNullable<typeof config.announcementBar>;

/** The announcement bar; when closeable, a "Close" button dismisses it until its id changes. */
export function AnnouncementBar({ bar = config.announcementBar }: { bar?: Bar }) {
  const closed = useAnnouncementBar((s) => s.closed);
  const restore = useAnnouncementBar((s) => s.restore);
  const close = useAnnouncementBar((s) => s.close);
  useEffect(() => {
    if (bar?.isCloseable) restore(bar.id);
  }, [bar, restore]);
  if (!bar || (bar.isCloseable && closed)) return null;
  return (
    <div className={styles.bar} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }} role="region" aria-label="Announcement">
      {bar.href ? (
        <a href={bar.href} style={{ color: bar.textColor }} target="_blank" rel="noopener noreferrer">
          {bar.content}
        </a>
      ) : (
        bar.content
      )}
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          onClick={() => close(bar.id)}
          aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })}
          style={{ color: bar.textColor }}
        >
          ×
        </button>
      )}
    </div>
  );
}
