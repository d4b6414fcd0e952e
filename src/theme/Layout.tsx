import { useEffect } from 'react';
import { markHydrated } from '../runtime/hydration.ts';
import { useCurrentPage } from '../runtime/current-page.tsx';
import { PageView } from './PageView.tsx';
import { SkipToContent } from './SkipToContent.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from './Navbar.tsx';
import { DocLayout } from './DocLayout.tsx';
import { Footer } from './Footer.tsx';
import { ErrorBoundary } from './CrashScreen.tsx';
import { SiteProviders } from '../runtime/providers.tsx';
import { PAGE_TYPES, applyPageType } from '../shared/page-types.ts';
import './styles/global.css';
import './styles/code-tokens.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/** Shell around every route: skip link, announcement bar, navbar, main area, footer. */
export function Layout() {
  const page = useCurrentPage();
  useEffect(markHydrated, []);
  // The document root carries the page type (the prerender writes it; navigation updates it).
  const pageType = page?.route.pageType ?? PAGE_TYPES.mdxPage;
  useEffect(() => applyPageType(document.documentElement, pageType), [pageType]);
  return (
    <SiteProviders>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar page={page} />
      <ErrorBoundary>
        {page ? (
          <DocLayout page={page}>
            <PageView />
          </DocLayout>
        ) : (
          <main id={LAYOUT_IDS.mainContent}>
            <PageView />
          </main>
        )}
      </ErrorBoundary>
      <Footer />
    </SiteProviders>
  );
}
