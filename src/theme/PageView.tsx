import { useLocation } from 'react-router';
import { usePageState } from '../runtime/current-page.tsx';
import { PageContent } from './PageContent.tsx';
import { NotFound } from './NotFound.tsx';
import { PageLoadError } from './PageLoadError.tsx';
import { ErrorBoundary } from './CrashScreen.tsx';

/**
 * The main area's content: the page, the not-found page or a first-load chunk error. A render
 * error shows the crash screen in its place, inside the layout; each path starts afresh.
 */
export function PageView() {
  const state = usePageState();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      {state.kind === 'page' ? <PageContent /> : state.kind === 'failed' ? <PageLoadError chunk={state.chunk} error={state.error} /> : <NotFound />}
    </ErrorBoundary>
  );
}
