import styles from './Diagram.module.css';

/**
 * A hand-made SVG diagram, inlined at build time by plugins/diagrams/remark-diagrams.ts (which
 * checked it and gave it the page's alt text). Its shapes carry `d-…` classes that this
 * component's CSS colours from the site's tokens, so the diagram follows light and dark mode.
 */
export function Diagram({ svg, width, height, caption }: { svg: string; width: string; height: string; caption?: string }) {
  return (
    <figure className={styles.figure}>
      <div
        className={styles.frame}
        // The box keeps the diagram's aspect ratio before and after the SVG lays out (no shift).
        style={{ maxWidth: `${width}px`, aspectRatio: `${width} / ${height}` }}
        // Build-time content from content/diagrams, validated (no script, no styles, no links out).
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
