import { useEffect, useRef, useState, type HTMLAttributes, type RefObject } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen. While it does, it is
 * a labelled, focusable region so keyboard users can scroll it (WCAG 2.1.1); otherwise it adds
 * no tab stop. Server HTML and the first client render agree (not scrolling).
 */
export function useScrollRegion(label: string): { ref: RefObject<HTMLDivElement | null>; props: HTMLAttributes<HTMLDivElement> } {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, props: scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {} };
}
