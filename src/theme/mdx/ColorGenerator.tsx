import { useState } from 'react';
import { useLocation } from 'react-router';
import { ionicMajorOfPath } from '../../runtime/versions.ts';
import { COLOR_NAMES, colorCss, colorVariables, defaultColors } from '../color-variables.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { escapeHtml } from '../../shared/escape-html.ts';
import styles from './ColorGenerator.module.css';

/** Pick a base for each named colour; the CSS variables are computed in the browser. */
export default function ColorGenerator() {
  const { pathname } = useLocation();
  const defaults = defaultColors(ionicMajorOfPath(pathname));
  const [colors, setColors] = useState<Record<string, string>>(defaults);
  const css = `:root {\n${COLOR_NAMES.map((name) => colorCss(name, colorVariables(colors[name]) ?? colorVariables(defaults[name])!)).join('\n\n')}\n}`;
  return (
    <div className={styles.generator}>
      <div className={styles.grid}>
        {COLOR_NAMES.map((name) => {
          const v = colorVariables(colors[name]);
          return (
            <div key={name} className={styles.row}>
              <label htmlFor={`color-${name}`} className={styles.name}>
                {name}
              </label>
              <input
                type="color"
                aria-label={`${name} colour picker`}
                value={v?.base ?? defaults[name]}
                onChange={(e) => setColors({ ...colors, [name]: e.target.value })}
              />
              <input
                id={`color-${name}`}
                className={styles.hex}
                value={colors[name]}
                spellCheck={false}
                aria-invalid={!v}
                onChange={(e) => setColors({ ...colors, [name]: e.target.value })}
              />
              {v && (
                <span className={styles.swatches} aria-hidden="true">
                  <span style={{ background: v.shade, color: v.contrast }}>shade</span>
                  <span style={{ background: v.base, color: v.contrast }}>base</span>
                  <span style={{ background: v.tint, color: v.contrast }}>tint</span>
                </span>
              )}
            </div>
          );
        })}
      </div>
      <button type="button" className={styles.reset} onClick={() => setColors(defaults)}>
        Reset to the defaults
      </button>
      <CodeBlock title="src/theme/variables.css" language="css" html={`<pre class="shiki"><code>${escapeHtml(css)}</code></pre>`} />
    </div>
  );
}
