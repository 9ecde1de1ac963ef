import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { collectGarbage } from '../../../changes/gc';
import { PACKAGE_NAMES } from '../../../../model/packages/package-names';
import { PACKAGE_NAME } from '../../../../model/packages/package-schema';
import { actorOf } from '../../plugins/app/authentication';
import { PACKAGES } from '../../schemas/change-schemas';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';

/**
 * `POST /api/gc`: removes old releases no visitor can need any more, the leftovers of crashed
 * publishes, and old log entries. It trims the log of every package, so it needs a token covering
 * every package.
 */
export async function gcRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/gc',
    {
      schema: {
        tags: ['changes'],
        summary: 'Remove old releases no visitor can need, and trim the log (a token covering every package)',
        body: Type.Object(
          {
            packages: Type.Optional(PACKAGES),
            keep: Type.Optional(Type.Integer({ minimum: 0, description: 'the newest releases kept per package (5)' })),
            dryRun: Type.Optional(Type.Boolean({ description: 'say what would be removed, remove nothing' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            packages: Type.Array(
              Type.Object({
                name: PACKAGE_NAME,
                removed: Type.Array(Type.Object({ id: Type.String(), size: Type.Integer() })),
                kept: Type.Array(Type.Object({ id: Type.String(), why: Type.String() })),
                abandoned: Type.Array(Type.String(), { description: 'folders crashed publishes left behind' }),
              }),
            ),
            logDropped: Type.Integer(),
          }),
          ...CHANGE_ERROR_ANSWERS,
        },
      },
      preHandler: app.coversEveryPackage,
    },
    async (request) => {
      const { packages = [...PACKAGE_NAMES], keep, dryRun } = request.body;
      return collectGarbage(app.releases.contextFor(actorOf(request)), packages, { keep, dryRun: dryRun === true });
    },
  );
}
