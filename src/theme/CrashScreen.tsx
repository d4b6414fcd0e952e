import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { errorCausalChain } from '../runtime/error-causes.ts';
import { Translate, translate } from '../runtime/translate.tsx';
import buttons from './styles/buttons.module.css';
import styles from './CrashScreen.module.css';

export const CRASH_TITLE = translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' });
export const CRASH_PAGE_TITLE = translate({ id: 'theme.ErrorPageContent.pageTitle', message: 'Page Error' });

/** The error screen, with the message and its causes separated by "Cause:". */
export function CrashScreen({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  useEffect(() => {
    document.title = CRASH_PAGE_TITLE;
  }, []);
  const [message, ...causes] = errorCausalChain(error);
  return (
    <div className={styles.crash} role="alert">
      <h1>{CRASH_TITLE}</h1>
      <button type="button" className={buttons.primary} onClick={onTryAgain}>
        <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
      </button>
      <pre className={styles.message}>
        {message}
        {causes.map((cause, i) => (
          <span key={i}>
            {'\n\n'}
            <strong>Cause:</strong>
            {'\n'}
            {cause}
          </span>
        ))}
      </pre>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** The main area's error boundary (normal → error; "Try again" clears the error). */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error caught by the page error boundary', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <CrashScreen error={this.state.error} onTryAgain={() => this.setState({ error: null, failed: false })} />;
    return this.props.children;
  }
}
