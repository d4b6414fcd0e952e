import { lazy, Suspense, useRef, useState } from 'react';
import styles from './CopyPage.module.css';

// The menu and what it does load on first use: only this button is in the first-load bundle.
const CopyPageMenu = lazy(() => import('./CopyPageMenu.tsx'));

/** "Copy page" next to a doc page's title: copy or view the page as Markdown, or open it in an assistant. */
export function CopyPage({ path, title }: { path: string; title: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the menu stays mounted (hidden when closed), so its live region exists before it speaks.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <div className={styles.copyPage}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="copy-page-menu"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            show();
          }
        }}
      >
        Copy page
      </button>
      {used && (
        <Suspense fallback={null}>
          <CopyPageMenu
            id="copy-page-menu"
            path={path}
            title={title}
            open={open}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) button.current?.focus();
            }}
            toggle={button}
          />
        </Suspense>
      )}
    </div>
  );
}
