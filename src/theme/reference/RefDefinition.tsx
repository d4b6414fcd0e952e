import type { DefinitionData } from '../../shared/reference-types.ts';
import { RefBadges } from './RefBadges.tsx';
import { RefCell } from './RefCell.tsx';
import styles from './RefDefinition.module.css';

/** One member (a property, a method) as label/value rows under its own heading. */
export function RefDefinition({ data }: { data: string }) {
  const def = JSON.parse(data) as DefinitionData;
  return (
    <div className={styles.wrap}>
      {def.badges && def.badges.length > 0 ? (
        <p className={styles.badges}>
          <RefBadges badges={def.badges} />
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{def.caption}</caption>
        <tbody>
          {def.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                <RefCell cell={row.cell} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
