import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { describeSchemaErrors } from '../server-schemas/describe-schema-errors';

/** How one server words its failures; everything else about them is the same on every server. */
export interface ErrorAnswerRules {
  /** The answer to an unexpected failure (500): its details, stack and cause, stay in the log. */
  failure: string;
  /**
   * The status of an error this server knows better than by its `statusCode` (a refused change: 409;
   * the provider down: 502), answered with the error's own message; undefined: by its `statusCode`,
   * where a 4xx keeps its message and anything else is an unexpected failure.
   */
  statusOf?: (error: FastifyError, request: FastifyRequest) => number | undefined;
  /** The message of a request no route serves (404); unset: the server answers those itself. */
  notFound?: (method: string, path: string) => string;
  /** A schema refusal's sentence in this server's words (a pattern said as its rule); unset: as described. */
  schemaRefusal?: (description: string) => string;
}

const isClientStatus = (status: unknown): status is number =>
  typeof status === 'number' && status >= 400 && status < 500;

/**
 * Every failure of `app` (a server, or a scope of one) leaves as `{ message }`: a schema refusal as one
 * sentence naming the field and its rule (400), a refusal with its own status and message, an
 * unexpected failure as the server's `failure` sentence with its details in the log only. The one
 * error handler of every server: a route throws (`app.httpErrors.conflict(...)`, its own error
 * class with a `statusCode`) and never answers an error itself.
 */
export function registerErrorAnswers(app: FastifyInstance, rules: ErrorAnswerRules): void {
  const worded = rules.schemaRefusal ?? ((description: string) => description);
  app.setSchemaErrorFormatter((errors, dataVar) => new Error(worded(describeSchemaErrors(errors, dataVar))));
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.validation
      ? 400
      : (rules.statusOf?.(error, request) ?? (isClientStatus(error.statusCode) ? error.statusCode : 500));
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: rules.failure });
    }
    return reply.code(status).send({ message: error.message });
  });
  const { notFound } = rules;
  if (notFound) {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ message: notFound(request.method, request.url.split('?')[0] ?? '') }),
    );
  }
}
