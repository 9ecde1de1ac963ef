import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-routes';
import { isRecord, parseJsonObject } from '../json-object';

/** A page module the shell loads: `<remote>/<exposed module>`. */
export type PageModuleId = `${RemoteName}/${string}`;

export interface PageRoute {
  path: string;
  page: PageModuleId;
  /** The page's title and description; null when the page sets its own, absent from older shells. */
  title?: string | null;
  description?: string | null;
  /** Listed in the sitemap; absent from older shells, whose paths without parameters are. */
  sitemap?: boolean;
  /** The query parameters the page reads (they key its cache and canonical link); absent from older shells. */
  query?: readonly string[];
}

const PAGE_MODULE = new RegExp(`^(${REMOTE_NAMES.join('|')})/[A-Za-z0-9_]+$`);

const isPageRoute = (value: unknown): value is PageRoute =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  typeof value.page === 'string' &&
  PAGE_MODULE.test(value.page) &&
  [value.title, value.description].every((text) => text === undefined || text === null || typeof text === 'string') &&
  (value.sitemap === undefined || typeof value.sitemap === 'boolean') &&
  (value.query === undefined ||
    (Array.isArray(value.query) && value.query.every((name: unknown) => typeof name === 'string')));

/** The shell's route table as its build wrote it (routes.json), or null when `text` is not one. */
export function parseRouteTable(text: string): readonly PageRoute[] | null {
  const value = parseJsonObject(text);
  if (!value || !Array.isArray(value.routes) || !value.routes.every(isPageRoute)) return null;
  return value.routes;
}

/** A path the shell sends elsewhere for good (an old address of a page). */
export interface RouteRedirect {
  path: string;
  to: string;
}

const isRedirect = (value: unknown): value is RouteRedirect =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  typeof value.to === 'string' &&
  // Only a path of this site: never `//host` or `/\host`, which browsers read as another host.
  /^\/(?![/\\])/.test(value.to);

/** The shell's permanent redirects from routes.json; none for a table without them (older shells). */
export function parseRouteRedirects(text: string): readonly RouteRedirect[] | null {
  const value = parseJsonObject(text);
  if (!value) return null;
  return Array.isArray(value.redirects) ? value.redirects.filter(isRedirect) : [];
}

/** The remote a page module belongs to and the module's exposed name. */
export function splitPageModule(id: PageModuleId): [RemoteName, string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash) as RemoteName, id.slice(slash + 1)];
}
