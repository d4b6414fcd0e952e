import { useCallback } from 'react';
import { savePreferredVersion } from '../stores/preferred-version.ts';
import { usePreferredVersionScope } from './providers.tsx';
import { useDocsPluginData, type VersionMetadata } from './docs-plugin.ts';

/** The docs versions and a setter for the preferred one; a developer error outside the providers. */
export function usePreferredVersion(): { versions: VersionMetadata[]; savePreferred: (name: string) => void } {
  usePreferredVersionScope('usePreferredVersion()');
  const { versions } = useDocsPluginData();
  const savePreferred = useCallback((name: string) => savePreferredVersion(name), []);
  return { versions, savePreferred };
}
