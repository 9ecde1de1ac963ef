import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';
import { WEBHOOKS_ANSWER } from '../../schemas/webhook-schemas';

/**
 * `GET /api/webhooks`: the webhooks told of the token's own packages, each with its last deliveries
 * and their answers; never a secret, nor a URL's path.
 */
export async function webhooksRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/webhooks',
    {
      schema: {
        tags: ['notifications'],
        summary: "The webhooks of the token's packages, with their last deliveries and the answers they got",
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: schemaRef(WEBHOOKS_ANSWER), ...CHANGE_ERROR_ANSWERS },
      },
      preHandler: app.isTokenHolder,
    },
    async (request) => {
      const { webhooks } = app.releases.stores;
      const own = (await webhooks.read()).filter((webhook) =>
        webhook.packages.some((name) => request.releaseToken?.packages.includes(name)),
      );
      return {
        webhooks: await Promise.all(
          own.map(async ({ name, url, packages, format, createdAt }) => ({
            name,
            target: `${new URL(url).origin}/…`,
            packages,
            format,
            createdAt,
            deliveries: await webhooks.deliveries(name),
          })),
        ),
      };
    },
  );
}
