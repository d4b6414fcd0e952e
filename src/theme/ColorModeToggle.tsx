import config from '../../site.config.ts';
import { useColorModeChoice } from '../runtime/use-color-mode.ts';
import styles from './ColorModeToggle.module.css';

/** Switches between light and dark; the choice is stored under `theme`. */
export function ColorModeToggle() {
  const { mode, setMode } = useColorModeChoice();
  if (config.colorMode.disableSwitch) return null;
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className={styles.toggle} onClick={() => setMode(next)} aria-label={`Switch to ${next} mode`} title={`Switch to ${next} mode`}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        {mode === 'dark' ? (
          <path
            d="M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        ) : (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
