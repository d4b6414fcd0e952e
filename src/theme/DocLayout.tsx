import type { ReactNode } from 'react';
import type { PageModule } from '../shared/page-module.ts';
import { Sidebar } from './Sidebar.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { PrevNext } from './PrevNext.tsx';
import { PageMeta } from './PageMeta.tsx';
import { OldVersionBanner } from './OldVersionBanner.tsx';
import { Promo } from './Promo.tsx';
import { CopyPage } from './CopyPage.tsx';
import styles from './DocLayout.module.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/** A doc page: sidebar (when the page has one), the article, its table of contents and the promo under it. */
export function DocLayout({ page, children }: { page: PageModule; children: ReactNode }) {
  const { route, toc, sidebar } = page;
  const showToc = !route.hideTableOfContents && toc.length > 0;
  const promo = route.promo;
  return (
    <div className={`${styles.layout} ${sidebar ? '' : styles.noSidebar}`}>
      {sidebar && (
        <aside className={styles.sidebar}>
          <Sidebar items={sidebar} activePath={route.path} />
        </aside>
      )}
      <main id={LAYOUT_IDS.mainContent} className={styles.main}>
        <OldVersionBanner version={route.version} alternates={route.alternates} />
        <article className={styles.article}>
          {sidebar && <Breadcrumbs items={sidebar} path={route.path} />}
          <div className={styles.titleRow}>
            <h1>{route.title}</h1>
            <CopyPage path={route.path} title={route.title} />
          </div>
          <div className={styles.markdown}>{children}</div>
          <PageMeta editUrl={route.editUrl} lastUpdated={route.lastUpdated} />
          {sidebar && <PrevNext items={sidebar} path={route.path} />}
        </article>
      </main>
      {(showToc || promo) && (
        <aside className={`${styles.toc} ${promo ? styles.withPromo : ''}`}>
          {showToc && (
            <div className={styles.tocNav}>
              <TableOfContents toc={toc} />
            </div>
          )}
          {promo && <Promo promo={promo} />}
        </aside>
      )}
    </div>
  );
}
