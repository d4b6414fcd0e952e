import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { markHydrated } from '../runtime/hydration.ts';
import type { PageHandle } from '../runtime/routes.tsx';
import type { PageModule } from '../runtime/page-module.ts';
import { SkipToContent } from './SkipToContent.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from './Navbar.tsx';
import { DocLayout } from './DocLayout.tsx';
import { Footer } from './Footer.tsx';
import { ErrorBoundary } from './CrashScreen.tsx';
import { SiteProviders } from '../runtime/providers.tsx';
import { PAGE_TYPES, applyPageType } from '../shared/page-types.ts';
import './styles/global.css';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/** The page module of the deepest matched route, when it is a doc page. */
export function useCurrentPage(): PageModule | undefined {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as PageHandle | undefined)?.page;
}

/** Shell around every route (spec §2.1): skip link, announcement bar, navbar, main area, footer. */
export function Layout() {
  const page = useCurrentPage();
  useEffect(markHydrated, []);
  // Spec §2.1: the document root carries the page type (the prerender writes it; navigation updates it).
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
            <Outlet />
          </DocLayout>
        ) : (
          <main id={LAYOUT_IDS.mainContent}>
            <Outlet />
          </main>
        )}
      </ErrorBoundary>
      <Footer />
    </SiteProviders>
  );
}
