import type { FastifyError, FastifyInstance } from 'fastify';
import { describeSchemaErrors } from 'shared-config/server-schemas';
import { ReleaseError } from '../../../../model/release-error';

/** A refused change: the release commands' own sentence, and nothing was changed. */
const REFUSED = 409;

function statusOf(error: FastifyError): number {
  if (error.validation) return 400;
  if (error instanceof ReleaseError) return REFUSED;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Every failure leaves as `{ message }`: a schema refusal names the field and its rule, a refused
 * change says why (one line per reason), an unexpected failure stays in the log.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, dataVar) => new Error(describeSchemaErrors(errors, dataVar)));
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = statusOf(error);
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong in the release service; its log says what.' });
    }
    return reply.code(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
