import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_NAME } from '../../../../model/packages/package-schema';
import { COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import { LOG_ENTRY } from '../../schemas/log-schemas';

/** `GET /api/log`: who published, previewed, activated, rolled back, halted or removed what, and when. */
export async function logRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/log',
    {
      schema: {
        tags: ['releases'],
        summary: 'The release log, oldest first, of one package or all',
        querystring: Type.Object({ package: Type.Optional(PACKAGE_NAME) }),
        response: {
          200: Type.Object({
            store: Type.String({ description: 'where the log is (RELEASES_DIR, or Redis)' }),
            entries: Type.Array(schemaRef(LOG_ENTRY)),
          }),
          ...COMMON_ERROR_ANSWERS,
        },
      },
      preHandler: app.isTokenHolder,
    },
    async (request) => {
      const { package: name } = request.query;
      const entries = await app.releases.stores.pointers.log();
      return {
        store: app.releases.stores.description,
        entries: entries.filter((entry) => !name || entry.package === name),
      };
    },
  );
}
