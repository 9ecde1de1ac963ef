import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';
import { nullable } from './release-schemas';

const LINK = Type.Object({ label: Type.String(), to: Type.String() });

/** A page of the composed route table, with the package that owns it. */
export const SITE_ROUTE = Type.Object(
  {
    path: Type.String(),
    package: PACKAGE_NAME,
    page: Type.String({ description: 'the page module, `<remote>/<exposed module>`' }),
    title: nullable(Type.String()),
    description: nullable(Type.String()),
    sitemap: Type.Boolean(),
    query: Type.Optional(Type.Array(Type.String())),
    ctaHeader: Type.Optional(Type.Boolean()),
    menus: Type.Optional(Type.Array(Type.Object({ menu: Type.String(), label: Type.String(), order: Type.Number() }))),
    aliases: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'SiteRoute' },
);

/** `GET /api/route-table`: the stable composition's route table. */
export const ROUTE_TABLE_ANSWER = Type.Object(
  {
    releases: Type.Record(PACKAGE_NAME, nullable(Type.String()), {
      description: 'the active releases it is composed from',
    }),
    table: nullable(
      Type.Object(
        {
          routes: Type.Array(schemaRef(SITE_ROUTE)),
          redirects: Type.Array(Type.Object({ path: Type.String(), to: Type.String() })),
          menus: Type.Record(Type.String(), Type.Array(LINK)),
          notFound: Type.String(),
        },
        { description: 'null while no shell release with rules is active' },
      ),
    ),
    problems: Type.Array(Type.String(), { description: 'declarations the composition had to leave out' }),
  },
  { $id: 'RouteTableAnswer' },
);
