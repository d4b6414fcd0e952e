import type { PromoView } from '../shared/promo.ts';
import { assetUrl } from '../runtime/build-files.ts';
import { DocLink } from './DocLink.tsx';
import styles from './Promo.module.css';

/**
 * One promo about the toolkit's own resources, picked at build time and embedded in the page's
 * route info, so the prerendered markup and the hydrated one are the same. Marked as a
 * promotion for everyone: a visible label that also names the region for screen readers.
 */
export function Promo({ promo }: { promo: PromoView }) {
  const labelId = `promo-label-${promo.id}`;
  const { image } = promo;
  return (
    <section className={styles.promo} aria-labelledby={labelId} data-promo-id={promo.id}>
      <p id={labelId} className={styles.label}>
        Promotion<span className="visually-hidden"> from the Ionic docs team</span>
      </p>
      <DocLink
        to={promo.url}
        target={promo.target === '_blank' ? '_blank' : undefined}
        rel={promo.target === '_blank' ? 'noopener' : undefined}
        className={styles.link}
      >
        <img
          className={styles.image}
          src={assetUrl(image.src1x)}
          srcSet={`${assetUrl(image.src1x)} 1x, ${assetUrl(image.src2x)} 2x`}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          alt={image.alt}
        />
        {promo.copy.map((text, i) => (
          <span key={i} className={styles.copy}>
            {text}
          </span>
        ))}
      </DocLink>
    </section>
  );
}
