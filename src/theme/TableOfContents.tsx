import { useEffect, useState } from 'react';
import type { TocItem } from '../shared/page-module.ts';
import styles from './TableOfContents.module.css';

/** The heading nearest above the top of the viewport is the active one. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  // A string key: a new array with the same ids must not restart the listeners.
  const key = ids.join('\n');
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = parseInt(getComputedStyle(document.documentElement).scrollPaddingTop, 10) || 80;
      let current: string | undefined = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top - offset <= 1) current = id;
      }
      // At the bottom the last sections may never reach the top: the last heading is the one being read.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids[ids.length - 1] : current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

/** Table of contents of h2–h3 with the heading being read highlighted. */
export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc.map((t) => t.id));
  return (
    <nav className={styles.toc} aria-label="On this page">
      <div className={styles.title}>On this page</div>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={item.depth === 3 ? styles.nested : undefined}>
            <a href={`#${item.id}`} className={item.id === active ? styles.active : undefined} aria-current={item.id === active ? 'location' : undefined}>
              {item.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
