import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_NAME } from '../../../../model/packages/package-names';
import { DELIVERY, WEBHOOK_FORMATS } from '../../../../model/webhooks/webhook-record';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';

const WEBHOOK_VIEW = Type.Object({
  name: Type.String(),
  /** Where deliveries go, its path left out: an incoming webhook's path is a secret of its own. */
  target: Type.String({ description: "the receiver's origin, `https://hooks.example.com/…`" }),
  packages: Type.Array(PACKAGE_NAME),
  format: Type.Union(WEBHOOK_FORMATS.map((format) => Type.Literal(format))),
  createdAt: Type.String(),
  deliveries: Type.Array(DELIVERY, {
    description: 'the last deliveries, the newest first, every attempt with its answer',
  }),
});

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
        response: { 200: Type.Object({ webhooks: Type.Array(WEBHOOK_VIEW) }), ...CHANGE_ERROR_ANSWERS },
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
