import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { schemaRef } from 'shared-config/server-schemas';
import { rollbackReleases } from '../../../changes/rollback';
import { PACKAGE_NAME } from '../../../../model/packages/package-schema';
import { actorOf, packagesOf } from '../../plugins/app/authentication';
import { NOTES, PACKAGES } from '../../schemas/change-schemas';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';
import { POINTER } from '../../schemas/release-schemas';

/**
 * `POST /api/rollbacks`: ends a running canary (or clears a halted one), else makes the previous
 * release live again; several packages in one step.
 */
export async function rollbacksRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/rollbacks',
    {
      schema: {
        tags: ['changes'],
        summary: 'Roll packages back in one step: a canary ends, else the previous release is live again',
        body: Type.Object(
          {
            packages: PACKAGES,
            toPrevious: Type.Optional(Type.Boolean({ description: 'back to the previous release even from a canary' })),
            force: Type.Optional(
              Type.Boolean({
                description:
                  "go ahead when the compatibility check refuses (logged); only problems among the token's own packages",
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            packages: Type.Array(
              Type.Object({
                name: PACKAGE_NAME,
                step: Type.Union([
                  Type.Literal('end-canary'),
                  Type.Literal('clear-halted-canary'),
                  Type.Literal('previous'),
                ]),
                before: schemaRef(POINTER),
                after: schemaRef(POINTER),
              }),
            ),
            notes: NOTES,
          }),
          ...CHANGE_ERROR_ANSWERS,
        },
      },
      preHandler: app.coversNamedPackages,
    },
    async (request) => {
      const { packages, toPrevious, force } = request.body;
      const outcome = await rollbackReleases(app.releases.contextFor(actorOf(request)), packages, {
        toPrevious: toPrevious === true,
        force: force === true,
        forceWithin: packagesOf(request),
      });
      app.notifications.notify({
        event: 'rollback',
        actor: actorOf(request),
        releases: outcome.packages.flatMap(({ name, after }) =>
          after.active ? [{ package: name, id: after.active }] : [],
        ),
        detail: outcome.packages
          .map(({ name, step, after }) =>
            step === 'previous'
              ? `${name}: ${after.active} is active again`
              : `${name}: the canary ended, ${after.active} stays`,
          )
          .join('; '),
      });
      return { packages: outcome.packages, notes: outcome.notes };
    },
  );
}
