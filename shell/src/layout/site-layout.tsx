import { Suspense, type ReactNode } from 'react';
import { Outlet, useMatches } from 'shared-config/router';
import { ToastContainer } from 'react-toastify/unstyled';
import { ConversionReports } from '../reports/conversion-reports';
import { CanonicalLinkOnNavigation } from './canonical-link-on-navigation';
import { CtaHeader } from './cta-header';
import { RouteMeta, type PageMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** What a page route tells the layout (React Router's `handle`), from the site's route table. */
export interface RouteHandle {
  ctaHeader: boolean;
  meta: PageMeta | null;
}

type Matches = ReturnType<typeof useMatches>;
const handlesOf = (matches: Matches) => matches.flatMap((match) => (match.handle ? [match.handle as RouteHandle] : []));

const wantsCtaHeader = (matches: Matches) => handlesOf(matches).some((handle) => handle.ctaHeader);
const metaOf = (matches: Matches) => handlesOf(matches).find((handle) => handle.meta)?.meta ?? null;

/**
 * A part of the frame hydrated on its own: React hydrates each boundary in a task of its own after
 * the frame around it, so the header's menus answer a tap without waiting for the footer. Nothing
 * in it suspends, so its fallback is never shown.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The frame every route shares: header, main area, the optional CTA header, footer, the one toast container. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const matches = useMatches();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <ScrollToTop />
      <CanonicalLinkOnNavigation />
      <ConversionReports />
      <RouteMeta meta={metaOf(matches)} />
      <Part>
        <SiteHeader />
      </Part>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {wantsCtaHeader(matches) && (
        <Part>
          <CtaHeader />
        </Part>
      )}
      <Part>
        <SiteFooter />
      </Part>
      <ToastContainer position="top-right" autoClose={5000} closeOnClick pauseOnHover pauseOnFocusLoss draggable />
    </div>
  );
}
