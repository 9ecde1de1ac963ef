import {
  readRouteDeclarations,
  splitPageModule,
  type PageModuleId,
  type RemoteName,
  type ShellRules,
  type SiteRoute,
} from 'shared-config/site-table';
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';

export { splitPageModule };
export type { PageModuleId, ShellRules };

/** One page of the composed route table, as its remote declares it. */
export type PageRoute = SiteRoute;

/** A remote release's declared routes (its routes.json): the well-formed ones and what is wrong with the rest. */
export interface DeclaredRoutes {
  routes: readonly PageRoute[];
  problems: readonly string[];
}

// Each declaration is read by shared-config's readRouteDeclarations, which the shell's browser bundle
// runs too (a schema there would bring a validator into the bundle): here only the object around them.
const JSON_OBJECT = compileFormat(Type.Record(Type.String(), Type.Unknown()));

/** A remote's routes.json, or null when `text` is no JSON object. */
export function parseDeclaredRoutes(remote: RemoteName, text: string): DeclaredRoutes | null {
  const value = parseJsonFormat(JSON_OBJECT, text);
  return value ? readRouteDeclarations(remote, value) : null;
}

// A path of this site only: never `//host` or `/\host`, which browsers read as another host.
const SITE_PATH = Type.String({ pattern: '^/(?![/\\\\])' });

/** The shell's site-rules.json, as its build writes it (shared-config/src/site-routes/shell-rules.js). */
const SHELL_RULES = compileFormat(
  Type.Object({
    menus: Type.Array(Type.Object({ id: Type.String(), slots: Type.Array(Type.String()) })),
    reserved: Type.Array(Type.String({ pattern: '^/' })),
    redirects: Type.Array(Type.Object({ path: Type.String({ pattern: '^/' }), to: SITE_PATH })),
    notFound: SITE_PATH,
  }),
);

/** The shell's rules of the route table (its site-rules.json), or null when `text` is not them. */
export function parseShellRules(text: string): ShellRules | null {
  // Menu ids and slots are read as text: which of them the layout knows is the composition's to judge.
  return parseJsonFormat(SHELL_RULES, text) as ShellRules | null;
}
