import type { TableData } from '../../shared/reference-types.ts';
import { RefCell } from './RefCell.tsx';
import { useScrollRegion } from '../use-scroll-region.ts';
import styles from './RefTable.module.css';

/** A generated reference table (events, parts, CSS variables, slots, options, …). */
export function RefTable({ data }: { data: string }) {
  const table = JSON.parse(data) as TableData;
  const region = useScrollRegion(table.caption);
  return (
    <div className={styles.wrap} ref={region.ref} {...region.props}>
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
