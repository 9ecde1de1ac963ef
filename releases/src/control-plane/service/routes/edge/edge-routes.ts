import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HALT_RULE_NAME, SIDES_FIGURES } from '../../../../model/canary/canary-figures';
import { PACKAGE_NAMES } from '../../../../model/packages/package-names';
import { PACKAGE_NAME } from '../../../../model/packages/package-schema';
import { RELEASE_ID } from '../../../../model/releases/release-id';
import { haltFailingCanary } from '../../../changes/halt';
import { recordServed } from '../../../changes/served-marks';
import { actorOf } from '../../plugins/app/authentication';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';

const HALT_REQUEST = Type.Object(
  {
    package: PACKAGE_NAME,
    id: RELEASE_ID,
    reason: Type.String({ minLength: 1, maxLength: 500, description: 'why, in words, for the log' }),
    rule: Type.Union([HALT_RULE_NAME, Type.Null()], {
      description: 'the halt rule that held; null for a halt a person asked for (the emergency override)',
    }),
    figures: Type.Union([SIDES_FIGURES, Type.Null()], { description: 'what the rule weighed; null with no rule' }),
  },
  { additionalProperties: false },
);

const SERVED = Type.Object(
  {
    releases: Type.Array(Type.Object({ name: PACKAGE_NAME, id: RELEASE_ID }, { additionalProperties: false }), {
      maxItems: 50 * PACKAGE_NAMES.length,
    }),
    at: Type.Integer({ minimum: 0, description: 'when the edge served them, milliseconds since 1970' }),
  },
  { additionalProperties: false },
);

/**
 * What edges ask of the control plane, with an edge's token (`token add <name> --edge`), whose name
 * the log records as the actor: `POST /api/edge/halts` halts a canary an edge saw failing (or the
 * emergency override halted there) if it still runs; `POST /api/edge/served` notes the releases an
 * edge served, which retention counts from.
 */
export async function edgeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/edge/halts',
    {
      schema: {
        tags: ['edges'],
        summary: "Halt a canary an edge decided to halt, if it still runs (an edge's token)",
        body: HALT_REQUEST,
        response: {
          200: Type.Object({
            halted: Type.Boolean({
              description: 'false: the pointer had moved on (promoted, rolled back, halted already)',
            }),
          }),
          ...CHANGE_ERROR_ANSWERS,
        },
      },
      preHandler: app.isEdge,
    },
    async (request) => {
      const { package: name, id, reason, rule, figures } = request.body;
      const cause = rule && figures ? { rule, figures } : null;
      const context = app.releases.contextFor(actorOf(request));
      const halted = await haltFailingCanary(context, name, id, reason, cause);
      if (halted) {
        app.notifications.notify({
          event: 'halt',
          actor: actorOf(request),
          releases: [{ package: name, id }],
          detail: reason,
          rule,
          figures,
        });
      }
      return { halted };
    },
  );

  api.post(
    '/api/edge/served',
    {
      schema: {
        tags: ['edges'],
        summary: "Note the releases an edge served (an edge's token): retention counts from the last time",
        body: SERVED,
        response: { 200: Type.Object({ recorded: Type.Integer() }), ...CHANGE_ERROR_ANSWERS },
      },
      preHandler: app.isEdge,
    },
    async (request) => {
      const { releases, at } = request.body;
      await recordServed(app.releases.contextFor(actorOf(request)), releases, at);
      return { recorded: releases.length };
    },
  );
}
