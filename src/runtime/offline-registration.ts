/**
 * Registers the offline service worker (src/node/build/service-worker.ts). Loaded as its own chunk
 * after the page's `load` event, so first-load JavaScript does not grow and the first visit's
 * own requests go first.
 */
import config from '../../site.config.ts';
import { offlineEnabled, SERVICE_WORKER_FILE } from '../shared/offline.ts';

export function registerOfflineWorker(): void {
  // The dev server has no worker file; file:// and the hash router have no service workers.
  const production = (import.meta as ImportMeta & { env?: { PROD?: boolean } }).env?.PROD === true;
  if (!production || !offlineEnabled(config) || !('serviceWorker' in navigator) || location.protocol === 'file:') return;
  navigator.serviceWorker.register(`${config.baseUrl}${SERVICE_WORKER_FILE}`, { scope: config.baseUrl }).catch((error: unknown) => {
    console.warn('Offline reading is unavailable: the service worker could not be registered.', error);
  });
}
