import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'shared-config/router';
import { ToastContainer } from 'react-toastify/unstyled';
import { CtaHeader } from './cta-header';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

export interface RouteHandle {
  ctaHeader?: boolean;
}

function wantsCtaHeader(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.ctaHeader === true);
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
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {wantsCtaHeader(matches) && <CtaHeader />}
      <SiteFooter />
      <ToastContainer position="top-right" autoClose={5000} closeOnClick pauseOnHover pauseOnFocusLoss draggable />
    </div>
  );
}
