import { createContext } from 'react';

/**
 * The site's public origin for absolute URLs in the page (the JobPosting's `url`). In the browser it
 * is the origin the page was loaded from; the edge's render passes its configured PUBLIC_URL, never
 * the Host a request named. Null where neither is known (nothing absolute is written then).
 */
export const SiteOrigin = createContext<string | null>(typeof window === 'undefined' ? null : window.location.origin);
