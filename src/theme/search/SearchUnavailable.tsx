/**
 * What search shows when the version's index cannot be loaded (offline, a failed request):
 * one message and a Retry button, the same in the search page and in the navbar modal.
 */
import buttons from '../styles/buttons.module.css';
import styles from './SearchUnavailable.module.css';

/** The one wording of the failure, followed by the reason the browser gave. */
export function searchUnavailableText(reason: string): string {
  return `Search is unavailable: ${reason}`;
}

export function RetrySearchButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className={buttons.secondary} onClick={onRetry}>
      Retry
    </button>
  );
}

/** The whole state, for places that have no status line of their own (the modal). */
export function SearchUnavailable({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className={styles.unavailable} data-search-unavailable="">
      <p role="status">{searchUnavailableText(reason)}</p>
      <RetrySearchButton onRetry={onRetry} />
    </div>
  );
}
