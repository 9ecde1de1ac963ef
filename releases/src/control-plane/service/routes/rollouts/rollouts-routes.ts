import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { schemaRef } from 'shared-config/server-schemas';
import { PACKAGE_NAME } from '../../../../model/packages/package-schema';
import type { Rollout } from '../../../../model/rollouts/rollout-record';
import { requestRollout, rolloutPackages, type RolloutRequest } from '../../../rollouts/rollout-changes';
import { actorOf } from '../../plugins/app/authentication';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';
import { ROLLOUT_VIEW, ROLLOUTS_ANSWER } from '../../schemas/rollout-schemas';

const REQUESTS = ['approve', 'pause', 'resume', 'abort'] as const;

/**
 * `GET /api/rollouts`: every rollout kept, the newest first (`?package=` for one package's), with
 * why each waits; `POST /api/rollouts/<id>/<approve|pause|resume|abort>`: a person's action on a
 * rollout, with a token covering every package it changes.
 */
export async function rolloutsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { context, driver } = app.rollouts;
  const view = (rollout: Rollout): Static<typeof ROLLOUT_VIEW> => {
    const look = driver.lastLook(rollout.id);
    const waiting = look?.move.kind === 'wait' ? look.move.why : null;
    return { ...rollout, look: look ? { at: look.at, waiting } : null };
  };

  api.get(
    '/api/rollouts',
    {
      schema: {
        tags: ['rollouts'],
        summary: 'Every rollout kept (those under way, and the last finished), the newest first',
        querystring: Type.Object({ package: Type.Optional(PACKAGE_NAME) }, { additionalProperties: false }),
        response: { 200: schemaRef(ROLLOUTS_ANSWER), ...CHANGE_ERROR_ANSWERS },
      },
      preHandler: app.isTokenHolder,
    },
    async (request) => {
      const named = request.query.package;
      const rollouts = await context.stores.rollouts.list();
      const chosen = named ? rollouts.filter((rollout) => rolloutPackages(rollout).includes(named)) : rollouts;
      return { rollouts: chosen.map(view) };
    },
  );

  api.post(
    '/api/rollouts/:id/:request',
    {
      schema: {
        tags: ['rollouts'],
        summary: 'Approve the step a rollout waits for, pause, resume or abort it (a token covering its packages)',
        params: Type.Object({
          id: Type.String({ pattern: '^ro_[A-Za-z0-9_-]{12}$' }),
          request: Type.Union(REQUESTS.map((name) => Type.Literal(name))),
        }),
        body: Type.Optional(
          Type.Object({}, { additionalProperties: false, description: 'nothing: the path says it all' }),
        ),
        response: { 200: Type.Object({ rollout: schemaRef(ROLLOUT_VIEW) }), ...CHANGE_ERROR_ANSWERS },
      },
      preHandler: app.isTokenHolder,
    },
    async (request) => {
      const { id, request: asked } = request.params;
      const rollout = await context.stores.rollouts.get(id);
      if (!rollout) throw app.httpErrors.notFound(`there is no rollout ${id}`);
      app.covers(request, rolloutPackages(rollout));
      const seen = asked === 'approve' ? await driver.observe(rollout) : { figures: null };
      const done = await requestRollout(context, id, asked as RolloutRequest, actorOf(request), seen);
      return { rollout: view(done) };
    },
  );
}
