import type { FastifyInstance } from 'fastify';
import { API_SCHEMAS } from '../../schemas/api-schemas';

/** The API's named schemas, added once before the routes that refer to them (`schemaRef`). */
export function registerApiSchemas(app: FastifyInstance): void {
  for (const schema of API_SCHEMAS) app.addSchema(schema);
}
