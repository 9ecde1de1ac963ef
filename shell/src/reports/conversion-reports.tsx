import { useEffect, useMemo, useRef } from 'react';
import { CONVERSION_REPORTS_PATH, PAGE_GOALS } from 'shared-config/conversion-reports';
import { useLocation } from 'shared-config/router';
import { createPageMatcher } from 'shared-config/site-paths';
import { useSiteTable } from '../site-table/site-table-context';

const beacon = (url: string, body: Blob) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? navigator.sendBeacon(url, body)
    : false;

const goalOf = (page: string | undefined) =>
  page && Object.hasOwn(PAGE_GOALS, page) ? PAGE_GOALS[page as keyof typeof PAGE_GOALS] : null;

/**
 * Tells the edge when the visitor reaches a page the site counts as a visitor won (the contact page,
 * a job), landing on it or navigating to it inside the app, which never reaches the edge: once per
 * goal per page load, a beacon of the goal's name alone. The edge counts it, by distinct visitor,
 * only when the served-releases token the browser sends with it vouches for the visitor.
 */
export function ConversionReports({ send = beacon }: { send?: (url: string, body: Blob) => boolean }) {
  const { pathname } = useLocation();
  const { routes } = useSiteTable();
  const matchPage = useMemo(() => createPageMatcher(routes), [routes]);
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const goal = goalOf(matchPage(pathname)?.page);
    if (!goal || sent.current.has(goal)) return;
    sent.current.add(goal);
    try {
      send(CONVERSION_REPORTS_PATH, new Blob([JSON.stringify({ goal })], { type: 'application/json' }));
    } catch {
      // A report that cannot be sent must never cost the visitor anything.
    }
  }, [matchPage, pathname, send]);
  return null;
}
