import type { FastifyServerOptions } from 'fastify';
import { processSchemaCompilers } from 'shared-config/server-schemas/compilers';

/** The server's own options, for the app and for the tests that build it around their own hooks. */
export const providerFastifyOptions = (logger = false): FastifyServerOptions => ({
  logger,
  routerOptions: { ignoreTrailingSlash: true },
  // `verbose` keeps the failing schema on each validation error, so a refusal can state the rule
  // ("a whole number from 1 to 1000000") rather than only the keyword that failed.
  ajv: { customOptions: { verbose: true } },
  // Compiled once per process, for every provider app in it (a test starts many).
  schemaController: { compilersFactory: processSchemaCompilers },
});
