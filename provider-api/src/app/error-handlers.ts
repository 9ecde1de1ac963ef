import type { FastifyError, FastifyInstance } from 'fastify';
import { describeSchemaErrors } from 'shared-config/server-schemas';

function clientStatus(error: FastifyError): number | undefined {
  if (error.validation) return 400;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

// Every failure leaves as `{ message }`; internals (stack, SQL) stay in the log.
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, dataVar) => new Error(describeSchemaErrors(errors, dataVar)));

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = clientStatus(error);
    if (status !== undefined) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
}
