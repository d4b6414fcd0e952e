import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import config from '../../site.config.ts';
import { prefetchRoute } from '../runtime/prefetch.ts';
import { applyTrailingSlash } from '../shared/normalize-path.ts';
import { encodeHrefPath } from '../shared/url-path.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** Shared observer: links prefetch their page once they scroll into view. */
let observer: IntersectionObserver | undefined;
const observed = new WeakMap<Element, string>();
function observe(el: Element, to: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = observed.get(entry.target);
      observer?.unobserve(entry.target);
      if (target) void prefetchRoute(target);
    }
  });
  observed.set(el, to);
  observer.observe(el);
  return () => observer?.unobserve(el);
}

/** An in-site link: client-side navigation plus prefetch on hover, touch or visibility. */
export const DocLink = forwardRef<HTMLAnchorElement, Props>(function DocLink({ to, onMouseEnter, onTouchStart, ...rest }, forwarded) {
  const ref = useRef<HTMLAnchorElement | null>(null);
  const target = applyTrailingSlash(to, config.trailingSlash);
  useEffect(() => (ref.current ? observe(ref.current, target) : undefined), [target]);
  return (
    <Link
      {...rest}
      // Encoded here, so server and client render the same href for a non-ASCII route.
      to={encodeHrefPath(target)}
      ref={(el) => {
        ref.current = el;
        if (typeof forwarded === 'function') forwarded(el);
        else if (forwarded) forwarded.current = el;
      }}
      onMouseEnter={(e) => {
        void prefetchRoute(target);
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        void prefetchRoute(target);
        onTouchStart?.(e);
      }}
    />
  );
});
