import { Translate } from '../runtime/translate.tsx';
import styles from './SkipToContent.module.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/** A "Skip to main content" link, first in the tab order. */
export function SkipToContent() {
  return (
    <a className={styles.skip} href={`#${LAYOUT_IDS.mainContent}`}>
      <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>
    </a>
  );
}
