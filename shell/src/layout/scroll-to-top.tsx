import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'shared-config/router';

/**
 * Every route change starts at the top of the page; in-page anchors (#apply) keep their own scroll.
 * The first render leaves the scroll alone: the page arrived prerendered, and a visitor may already
 * have scrolled it (or the browser restored their place) before the app took over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
