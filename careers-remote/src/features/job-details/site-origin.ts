import { createContext } from 'react';

/**
 * The site's public origin for absolute URLs in the page (the JobPosting's `url`). The edge's render
 * passes its configured PUBLIC_URL, never the Host a request named; the browser uses the origin the
 * edge put in the page's data (not the location it was loaded from, which can differ: the hydrated
 * page would then differ from the one the edge drew). Null where neither is known (nothing absolute
 * is written then).
 */
export const SiteOrigin = createContext<string | null>(null);
