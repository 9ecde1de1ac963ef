import { useLayoutEffect } from 'react';
import { useLocation } from 'shared-config/router';

/** Every route change starts at the top of the page; in-page anchors (#apply) keep their own scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
