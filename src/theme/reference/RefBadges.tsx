import type { Badge } from '../../shared/reference-types.ts';
import styles from './RefBadges.module.css';

/** Status badges of a reference entry: New in v8, Deprecated, Advanced, … */
export function RefBadges({ badges }: { badges?: Badge[] }) {
  if (!badges || badges.length === 0) return null;
  return (
    <span className={styles.badges}>
      {badges.map((badge) => (
        <span key={badge.kind + badge.label} className={styles.item}>
          <span className={`${styles.badge} ${styles[badge.kind] ?? ''}`}>{badge.label}</span>
          {badge.html ? <span className={styles.note} dangerouslySetInnerHTML={{ __html: badge.html }} /> : null}
        </span>
      ))}
    </span>
  );
}
