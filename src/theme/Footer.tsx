import config from '../../site.config.ts';
import styles from './Footer.module.css';
import { documentHref } from '../runtime/document-location.ts';

/** Link columns or a flat list separated by middle dots, an optional logo, a copyright line. */
export function Footer() {
  const footer = config.footer;
  if (!footer) return null;
  const isColumns = footer.links.length > 0 && 'items' in footer.links[0];
  return (
    <footer className={`${styles.footer} ${footer.style === 'dark' ? styles.dark : ''}`}>
      {isColumns ? (
        <div className={styles.columns}>
          {(footer.links as Array<{ title: string; items: Array<{ label: string; href: string }> }>).map((column) => (
            <div key={column.title}>
              <div className={styles.title}>{column.title}</div>
              <ul>
                {column.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <p className={styles.flat}>
          {(footer.links as Array<{ label: string; href: string }>).map((item, i) => (
            <span key={item.href}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              <a href={item.href}>{item.label}</a>
            </span>
          ))}
        </p>
      )}
      {footer.logo && (
        <a href={footer.logo.href ?? documentHref(config.baseUrl)} className={styles.logo}>
          <img src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} />
        </a>
      )}
      <p className={styles.copyright}>{footer.copyright}</p>
    </footer>
  );
}
