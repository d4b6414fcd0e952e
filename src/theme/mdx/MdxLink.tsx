import type { ComponentPropsWithoutRef } from 'react';
import { DocLink } from '../DocLink.tsx';

/** Links in MDX: site routes navigate client-side (with prefetch); others are plain anchors. */
export function MdxLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/docs/') || href === '/docs') {
    return (
      <DocLink to={href} {...rest}>
        {children}
      </DocLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
