import config from '../../site.config.ts';
import { siteStorage } from '../runtime/storage.ts';

/** The default docs plugin id and the preferred-version key pattern. */
export const DEFAULT_PLUGIN_ID = 'default';
export function preferredVersionKey(pluginId: string = DEFAULT_PLUGIN_ID): string {
  return `docs-preferred-version-${pluginId}`;
}

/** A stored version is kept only if it names a known version; otherwise it is discarded (null). */
export function validPreferredVersion(stored: string | null, known: readonly string[]): string | null {
  return stored !== null && known.includes(stored) ? stored : null;
}

const knownVersions = () => config.versions.local.map((v) => v.name);

export function readPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): string | null {
  const storage = siteStorage();
  const key = preferredVersionKey(pluginId);
  const value = validPreferredVersion(storage.get(key), knownVersions());
  if (value === null && storage.get(key) !== null) storage.del(key);
  return value;
}

export function savePreferredVersion(version: string, pluginId: string = DEFAULT_PLUGIN_ID): void {
  if (!knownVersions().includes(version)) return;
  siteStorage().set(preferredVersionKey(pluginId), version);
}
