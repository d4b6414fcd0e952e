import { useEffect, useRef, useState } from 'react';
import type { TableData } from './types.ts';
import { RefCell } from './RefCell.tsx';
import styles from './RefTable.module.css';

/** A generated reference table (events, parts, CSS variables, slots, options, …). */
export function RefTable({ data }: { data: string }) {
  const table = JSON.parse(data) as TableData;
  // A table wider than the screen scrolls sideways; keyboard users can then focus it to scroll.
  const wrap = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.wrap} ref={wrap} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': table.caption } : {})}>
      <table className={styles.table}>
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>
                  <RefCell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
