import type { ReactNode } from 'react';
import styles from './Admonition.module.css';

const DEFAULT_TITLES = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger' } as const;
export type AdmonitionType = keyof typeof DEFAULT_TITLES;

/** `:::note|tip|info|caution|danger` blocks (see src/node/mdx/remark-admonitions.ts). */
export function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children?: ReactNode }) {
  return (
    <aside className={`${styles.admonition} ${styles[type] ?? ''}`} aria-label={title ?? DEFAULT_TITLES[type]}>
      <div className={styles.title}>{title ?? DEFAULT_TITLES[type]}</div>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
