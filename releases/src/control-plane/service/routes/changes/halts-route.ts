import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { haltCanaries } from '../../../changes/halt';
import { actorOf } from '../../plugins/app/authentication';
import { PACKAGES } from '../../schemas/change-schemas';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';
import { POINTERS } from '../../schemas/release-schemas';

/** `POST /api/halts`: stops serving canaries and marks them halted, in one step. */
export async function haltsRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/halts',
    {
      schema: {
        tags: ['changes'],
        summary: 'Stop serving canaries to anyone and mark them halted (they stay in the pointer)',
        body: Type.Object({ packages: PACKAGES }, { additionalProperties: false }),
        response: {
          200: Type.Object({ pointers: POINTERS }),
          ...CHANGE_ERROR_ANSWERS,
        },
      },
      preHandler: app.coversNamedPackages,
    },
    async (request) => {
      const { packages } = request.body;
      const pointers = await haltCanaries(app.releases.contextFor(actorOf(request)), packages, 'halted on request');
      app.notifications.notify({
        event: 'halt',
        actor: actorOf(request),
        releases: packages.flatMap((name) => {
          const id = pointers[name].canary?.id;
          return id ? [{ package: name, id }] : [];
        }),
        detail: `halted on request by ${actorOf(request)}: every visitor gets the stable release`,
      });
      return { pointers };
    },
  );
}
