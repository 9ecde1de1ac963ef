import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-config/router';

/**
 * The edge names the page's canonical URL in the HTML it sends (by the stable releases, on the site's
 * public origin), which the browser cannot work out. Once the app shows another page the element
 * would name the page the visit started on, so it goes: search engines load every URL from the edge.
 */
export function CanonicalLinkOnNavigation() {
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shown.current === `${pathname}${search}`) return;
    shown.current = `${pathname}${search}`;
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }, [pathname, search]);
  return null;
}
