import type { FamiliesData, Shape } from '../../shared/reference-types.ts';
import { DocLink } from '../DocLink.tsx';
import styles from './ComponentFamilies.module.css';

function ShapeEl({ shape }: { shape: Shape }) {
  if (shape.t === 'line') return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} className={styles.stroke} />;
  const fill = styles[shape.fill ?? 'line'];
  if (shape.t === 'circle') return <circle cx={shape.x} cy={shape.y} r={shape.r} className={fill} />;
  return <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={shape.r ?? 0} className={fill} />;
}

/** The visual overview of the component families (/docs/components), each card linking into the API pages. */
export function ComponentFamilies({ data }: { data: string }) {
  const { families } = JSON.parse(data) as FamiliesData;
  return (
    <ul className={styles.grid}>
      {families.map((family) => (
        <li key={family.id} className={styles.card}>
          <svg className={styles.picture} viewBox="0 0 64 40" width="128" height="80" aria-hidden="true" focusable="false">
            {family.shapes.map((shape, i) => (
              <ShapeEl key={i} shape={shape} />
            ))}
          </svg>
          <DocLink to={family.members[0].href} className={styles.title}>
            {family.label}
          </DocLink>
          <p className={styles.summary}>{family.summary}</p>
          <ul className={styles.members}>
            {family.members.map((member) => (
              <li key={member.tag}>
                <DocLink to={member.href}>
                  <code>{member.tag}</code>
                </DocLink>
                {member.isNew ? <span className={styles.new}>new</span> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
