import { useEffect, useState } from 'react';
import { assertPageModule } from '../shared/page-module.ts';
import { Translate } from '../runtime/translate.tsx';
import { filesAnswer, importChunk } from '../runtime/build-files.ts';
import { readBootData } from '../shared/boot-data.ts';
import buttons from './styles/buttons.module.css';
import styles from './PageLoadError.module.css';

/** The loading indicator appears only after this delay; there is no time-out. */
export const LOADING_DELAY_MS = 200;

/**
 * Shown when the current page's chunk could not be loaded on first load: the error
 * text and a Retry button. Retry loads the chunk again; once it arrives (or its files answer,
 * where the browser will not import it twice) the page is reloaded so the prerendered HTML
 * hydrates normally.
 */
export function PageLoadError({ chunk, error }: { chunk: string; error: unknown }) {
  const [state, setState] = useState<{ loading: boolean; error: unknown }>({ loading: false, error });
  const [showSpinner, setShowSpinner] = useState(false);
  useEffect(() => {
    if (!state.loading) return;
    const timer = setTimeout(() => setShowSpinner(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.loading]);
  const retry = async () => {
    setState({ loading: true, error: null });
    setShowSpinner(false);
    let module: unknown;
    try {
      module = await importChunk(chunk);
    } catch (loadError) {
      // The browser may refuse a chunk that failed once without asking again (filesAnswer);
      // when the page's files answer now, the reload loads them afresh.
      // The boot data names the first page's sidebar chunk; after a client navigation it is another page's.
      const boot = readBootData();
      const sidebarChunk = boot?.chunk === chunk ? boot.page?.sidebarChunk : null;
      if (await filesAnswer(sidebarChunk ? [chunk, sidebarChunk] : [chunk])) window.location.reload();
      else setState({ loading: false, error: loadError });
      return;
    }
    try {
      assertPageModule(module, chunk);
      window.location.reload();
    } catch (moduleError) {
      setState({ loading: false, error: moduleError });
    }
  };
  if (state.loading) {
    return showSpinner ? <div className={styles.spinner} role="status" aria-label="Loading" /> : null;
  }
  return (
    <div className={styles.box} role="alert">
      <p>This page could not be loaded: {state.error instanceof Error ? state.error.message : String(state.error)}</p>
      <button type="button" className={buttons.primary} onClick={retry}>
        <Translate id="theme.PageLoadError.retry">Retry</Translate>
      </button>
    </div>
  );
}
