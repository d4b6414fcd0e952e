import { forwardRef, useContext, useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import config from '../../site.config.ts';
import { prefetchRoute } from '../runtime/prefetch.ts';
import { isPlainClick } from '../runtime/plain-click.ts';
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

/**
 * An in-site link: client-side navigation plus prefetch on hover, touch or visibility.
 *
 * A plain anchor that hands its clicks to the router's navigator, rather than React Router's
 * `<Link>`: a page has some 300 of these (the sidebar lists every page of its section), and
 * `<Link>` costs each about twenty hooks and a re-render on every navigation (it follows the
 * location). This one reads one context that never changes. It follows `<Link>`'s rules: only a
 * plain click on a link without a target navigates, and a link to the address already shown
 * replaces the history entry instead of adding one.
 */
export const DocLink = forwardRef<HTMLAnchorElement, Props>(function DocLink({ to, onClick, onMouseEnter, onTouchStart, ...rest }, forwarded) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const ref = useRef<HTMLAnchorElement | null>(null);
  const target = applyTrailingSlash(to, config.trailingSlash);
  // Encoded here, so server and client render the same href for a non-ASCII route.
  const path = encodeHrefPath(target);
  useEffect(() => (ref.current ? observe(ref.current, target) : undefined), [target]);
  return (
    <a
      {...rest}
      href={navigator.createHref(path)}
      ref={(el) => {
        ref.current = el;
        if (typeof forwarded === 'function') forwarded(el);
        else if (forwarded) forwarded.current = el;
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (rest.target && rest.target !== '_self') || rest.download !== undefined) return;
        event.preventDefault();
        if (event.currentTarget.href === window.location.href) navigator.replace(path);
        else navigator.push(path);
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
