import type { ComponentPropsWithoutRef } from 'react';
import { useScrollRegion } from '../use-scroll-region.ts';
import styles from './ScrollableTable.module.css';

/** Markdown tables: full width when they fit, a keyboard-scrollable region when they do not. */
export function ScrollableTable(props: ComponentPropsWithoutRef<'table'>) {
  const region = useScrollRegion('Table');
  return (
    <div className={styles.wrap} ref={region.ref} {...region.props}>
      <table {...props} />
    </div>
  );
}
