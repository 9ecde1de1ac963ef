import type { FastifyError, FastifyInstance } from 'fastify';
import { registerErrorAnswers as registerServerErrorAnswers } from 'shared-config/server';
import { ReleaseError } from '../../../../model/release-error';
import { inWords } from '../../schemas/printable-text';

/** A refused change: the release commands' own sentence, and nothing was changed. */
const REFUSED = 409;

// A refusal the service raises with a 5xx of its own (the token store unreachable: 503) keeps its message.
const isServerStatus = (status: unknown): status is number =>
  typeof status === 'number' && status > 500 && status < 600;

/**
 * Every failure leaves as `{ message }` (shared-config/server's one error handler): a schema refusal
 * names the field and its rule, a refused change says why (one line per reason), an unexpected
 * failure stays in the log.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  registerServerErrorAnswers(app, {
    failure: 'Something went wrong in the release service; its log says what.',
    statusOf: (error: FastifyError) =>
      error instanceof ReleaseError ? REFUSED : isServerStatus(error.statusCode) ? error.statusCode : undefined,
    notFound: (method, path) => `No route ${method} ${path}`,
    // The printable-text rule is said in words, not as its pattern of control-character ranges.
    schemaRefusal: inWords,
  });
}
