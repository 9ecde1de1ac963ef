import {
  readRouteDeclarations,
  splitPageModule,
  type PageModuleId,
  type RemoteName,
  type RouteRedirect,
  type ShellRules,
  type SiteRoute,
} from 'shared-config/site-table';
import { isRecord, parseJsonObject } from '../json-object';

export { splitPageModule };
export type { PageModuleId, RouteRedirect, ShellRules };

/** One page of the composed route table, as its remote declares it. */
export type PageRoute = SiteRoute;

/** A remote release's declared routes (its routes.json): the well-formed ones and what is wrong with the rest. */
export interface DeclaredRoutes {
  routes: readonly PageRoute[];
  problems: readonly string[];
}

/** A remote's routes.json, or null when `text` is no JSON object. */
export function parseDeclaredRoutes(remote: RemoteName, text: string): DeclaredRoutes | null {
  const value = parseJsonObject(text);
  return value ? readRouteDeclarations(remote, value) : null;
}

const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((path) => typeof path === 'string' && path.startsWith('/'));

const isRedirect = (value: unknown): value is RouteRedirect =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  typeof value.to === 'string' &&
  // Only a path of this site: never `//host` or `/\host`, which browsers read as another host.
  /^\/(?![/\\])/.test(value.to);

const isMenu = (value: unknown) =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  Array.isArray(value.slots) &&
  value.slots.every((slot) => typeof slot === 'string');

/** The shell's rules of the route table (its site-rules.json), or null when `text` is not them. */
export function parseShellRules(text: string): ShellRules | null {
  const value = parseJsonObject(text);
  if (!value || !Array.isArray(value.menus) || !value.menus.every(isMenu)) return null;
  if (!isPathList(value.reserved) || !Array.isArray(value.redirects) || !value.redirects.every(isRedirect)) return null;
  if (typeof value.notFound !== 'string' || !/^\/(?![/\\])/.test(value.notFound)) return null;
  return value as unknown as ShellRules;
}
