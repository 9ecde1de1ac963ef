import type { FastifyServerOptions } from 'fastify';

/** The server's own options, for the app and for the tests that build it around their own hooks. */
export const providerFastifyOptions = (logger = false): FastifyServerOptions => ({
  logger,
  routerOptions: { ignoreTrailingSlash: true },
  // `verbose` keeps the failing schema on each validation error, so a refusal can state the rule
  // ("a whole number from 1 to 1000000") rather than only the keyword that failed.
  ajv: { customOptions: { verbose: true } },
});
