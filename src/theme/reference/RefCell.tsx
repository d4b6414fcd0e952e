import type { Cell } from '../../shared/reference-types.ts';
import { DocLink } from '../DocLink.tsx';
import { RefBadges } from './RefBadges.tsx';
import styles from './RefCell.module.css';

/** The content of one reference table cell: code, sanitised HTML or text (optionally a link), then its badges. */
export function RefCell({ cell }: { cell: Cell }) {
  let body = null;
  if (cell.code !== undefined) body = <code className={styles.code}>{cell.code}</code>;
  else if (cell.html !== undefined) body = <div className={styles.html} dangerouslySetInnerHTML={{ __html: cell.html }} />;
  else if (cell.text !== undefined) body = <span>{cell.text}</span>;
  if (cell.href && body) {
    body = cell.href.startsWith('/docs') ? <DocLink to={cell.href}>{body}</DocLink> : <a href={cell.href}>{body}</a>;
  }
  return (
    <>
      {body}
      {cell.badges && cell.badges.length > 0 ? (
        <span className={styles.badges}>
          <RefBadges badges={cell.badges} />
        </span>
      ) : null}
    </>
  );
}
