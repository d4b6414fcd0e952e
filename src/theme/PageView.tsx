import { useLocation } from 'react-router';
import { usePageState } from '../runtime/current-page.tsx';
import { PageContent } from './PageContent.tsx';
import { NotFound } from './NotFound.tsx';
import { PageLoadError } from './PageLoadError.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { ErrorBoundary } from './CrashScreen.tsx';

/**
 * The main area's content: the page, the not-found page, a first-load chunk error, or the
 * offline notice. A render
 * error shows the crash screen in its place, inside the layout; each path starts afresh.
 */
export function PageView() {
  const state = usePageState();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      {state.kind === 'page' ? (
        <PageContent />
      ) : state.kind === 'failed' ? (
        <PageLoadError chunk={state.chunk} error={state.error} />
      ) : state.kind === 'offline' ? (
        <OfflineNotice path={pathname} />
      ) : (
        <NotFound />
      )}
    </ErrorBoundary>
  );
}
