import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { schemaRef } from 'shared-config/server-schemas';
import { ROUTES_FILE, SITE_RULES_FILE } from 'shared-config/build-output';
import {
  composeSiteTable,
  REMOTE_NAMES,
  splitPageModule,
  type RemoteName,
  type SiteRoute,
} from 'shared-config/site-table';
import { PACKAGE_NAMES } from '../../../../model/packages/package-names';
import { parseDeclaredRoutes, parseShellRules } from '../../../../model/routes/route-table';
import { COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import { ROUTE_TABLE_ANSWER } from '../../schemas/route-table-schemas';

const readText = (file: string) => readFile(file, 'utf8').catch(() => null);

/**
 * `GET /api/route-table`: the site's route table as the edges compose it for a visitor of the stable
 * composition (every package's active release): each page with the package that owns it, the
 * redirects, the menus and where an unknown path goes.
 */
export async function routeTableRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/route-table',
    {
      schema: {
        tags: ['releases'],
        summary: "The live composition's route table: every page with its owning package, redirects and menus",
        querystring: Type.Object({}),
        response: {
          200: schemaRef(ROUTE_TABLE_ANSWER),
          ...COMMON_ERROR_ANSWERS,
        },
      },
      preHandler: app.isTokenHolder,
    },
    async () => {
      const { stores } = app.releases;
      const { pointers } = await stores.pointers.read();
      const releases = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, pointers[name].active]));
      const folderOf = async (name: (typeof PACKAGE_NAMES)[number]) => {
        const id = pointers[name].active;
        return id ? stores.releases.folder(name, id) : null;
      };
      const shell = await folderOf('shell');
      const rulesText = shell ? await readText(path.join(shell, SITE_RULES_FILE)) : null;
      const rules = rulesText === null ? null : parseShellRules(rulesText);
      if (!rules) return { releases, table: null, problems: [] };
      const declared: Partial<Record<RemoteName, readonly SiteRoute[]>> = {};
      for (const name of REMOTE_NAMES) {
        const folder = await folderOf(name);
        const text = folder ? await readText(path.join(folder, ROUTES_FILE)) : null;
        declared[name] = (text === null ? null : parseDeclaredRoutes(name, text))?.routes ?? [];
      }
      const { table, problems } = composeSiteTable(rules, declared);
      // The composed table is read-only; the answer is a copy, each page with the package that owns it.
      const routes = table.routes.map(({ query, menus, aliases, ...route }) => ({
        ...route,
        package: splitPageModule(route.page)[0],
        ...(query ? { query: [...query] } : {}),
        ...(menus ? { menus: menus.map((entry) => ({ ...entry })) } : {}),
        ...(aliases ? { aliases: [...aliases] } : {}),
      }));
      const menus = Object.fromEntries(Object.entries(table.menus).map(([id, links]) => [id, [...links]]));
      return {
        releases,
        table: { routes, redirects: [...table.redirects], menus, notFound: table.notFound },
        problems,
      };
    },
  );
}
