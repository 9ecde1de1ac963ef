import { schemaRef } from 'shared-config/server-schemas';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isCanaryShare } from '../../../../model/pointers/canary-share';
import { activateReleases } from '../../../changes/activate';
import { actorOf, packagesOf } from '../../plugins/app/authentication';
import { NOTES, TARGETS } from '../../schemas/change-schemas';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';
import { POINTERS } from '../../schemas/release-schemas';
import { ROLLOUT_REQUEST, ROLLOUT_VIEW } from '../../schemas/rollout-schemas';
import { startRollout } from '../../../rollouts/rollout-changes';
import { parseRolloutPlan } from '../../../rollouts/rollout-plan';

const ACTIVATION = Type.Object(
  {
    releases: TARGETS,
    canaryPercent: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        exclusiveMaximum: 100,
        description: 'serve them to this share of visitors only (at most two decimals), one draw for the whole set',
      }),
    ),
    force: Type.Optional(
      Type.Boolean({
        description:
          "go ahead when the compatibility check refuses (logged); only problems among the token's own packages",
      }),
    ),
    allowUncommitted: Type.Optional(
      Type.Boolean({ description: 'let a release built from uncommitted changes reach visitors (logged)' }),
    ),
    rollout: Type.Optional(ROLLOUT_REQUEST),
  },
  { additionalProperties: false },
);

/**
 * `POST /api/activations`: one release, or a release set, live for every visitor or as a canary, in
 * one step checked against the whole composition it goes live in.
 */
export async function activationsRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/activations',
    {
      schema: {
        tags: ['changes'],
        summary: 'Make releases live, for every visitor or a share of them, in one checked step',
        body: ACTIVATION,
        response: {
          200: Type.Object({
            pointers: POINTERS,
            notes: NOTES,
            rollout: Type.Optional(schemaRef(ROLLOUT_VIEW)),
          }),
          ...CHANGE_ERROR_ANSWERS,
        },
      },
      preHandler: app.coversNamedPackages,
    },
    async (request) => {
      const { releases, canaryPercent, force, allowUncommitted, rollout: asked } = request.body;
      if (asked) {
        if (canaryPercent !== undefined) throw app.httpErrors.badRequest('give canaryPercent or rollout, not both');
        const plan = parseRolloutPlan(asked.steps, asked.approve, app.rollouts.defaults);
        const { rollout, outcome } = await startRollout(app.rollouts.context, actorOf(request), releases, plan, {
          force: force === true,
          forceWithin: packagesOf(request),
          allowUncommitted: allowUncommitted === true,
        });
        return { pointers: outcome.after.pointers, notes: outcome.notes, rollout: { ...rollout, look: null } };
      }
      if (canaryPercent !== undefined && !isCanaryShare(canaryPercent)) {
        throw app.httpErrors.badRequest(`canaryPercent takes at most two decimals, not ${canaryPercent}`);
      }
      const { after, notes } = await activateReleases(app.releases.contextFor(actorOf(request)), releases, {
        canaryPercent: canaryPercent ?? null,
        force: force === true,
        forceWithin: packagesOf(request),
        uncommitted: allowUncommitted ? 'allowed' : 'refuse',
      });
      if (canaryPercent === undefined) {
        app.notifications.notify({
          event: 'promote',
          actor: actorOf(request),
          releases: releases.map(({ name, id }) => ({ package: name, id })),
          detail: `made live for every visitor by ${actorOf(request)}`,
        });
      }
      return { pointers: after.pointers, notes };
    },
  );
}
