import { loadDocument } from '../runtime/document-location.ts';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from '../shared/offline.ts';
import buttons from './styles/buttons.module.css';
import styles from './OfflineNotice.module.css';

/**
 * Shown inside the site when a page that was never visited cannot be loaded because the
 * device is offline; Retry loads the page in full once the connection is back.
 */
export function OfflineNotice({ path }: { path: string }) {
  return (
    <div className={styles.notice} role="alert" data-offline-notice="">
      <h1>{OFFLINE_TITLE}</h1>
      <p>{OFFLINE_MESSAGE}</p>
      <button type="button" className={buttons.secondary} onClick={() => loadDocument(path)}>
        Retry
      </button>
    </div>
  );
}
