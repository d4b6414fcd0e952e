import type { SummaryData } from '../../shared/reference-types.ts';
import { RefBadges } from './RefBadges.tsx';
import { RefCell } from './RefCell.tsx';
import styles from './RefSummary.module.css';

/** The facts that open a generated reference page: package, version, status badges, summary. */
export function RefSummary({ data }: { data: string }) {
  const summary = JSON.parse(data) as SummaryData;
  return (
    <div className={styles.summary}>
      {summary.badges.length > 0 ? (
        <p className={styles.badges}>
          <RefBadges badges={summary.badges} />
        </p>
      ) : null}
      {summary.html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: summary.html }} /> : null}
      {summary.facts.length > 0 ? (
        <dl className={styles.facts}>
          {summary.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>
                <RefCell cell={fact.cell} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
