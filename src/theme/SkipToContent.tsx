import { Translate } from '../runtime/translate.tsx';
import styles from './SkipToContent.module.css';

/** Spec §2.1: a "Skip to main content" link, first in the tab order. */
export function SkipToContent() {
  return (
    <a className={styles.skip} href="#main-content">
      <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>
    </a>
  );
}
