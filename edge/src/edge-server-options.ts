import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { LogController, type FastifyHttpOptions, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { processSchemaCompilers } from 'shared-config/server-schemas/compilers';
import { finiteNumberValidators } from './api/schemas/finite-numbers';
import type { EdgeConfig } from './config';
import { answerClientError, answerFrameworkError } from './connection/client-errors';
import { HTTP_FRAMING_OPTIONS } from './connection/http-framing';
import { proxyTrust } from './connection/proxy-trust';
import { serverTimeoutOptions } from './connection/server-timeouts';
import { redactPreview } from './logging/redact-preview';

/** Where the edge's log goes: false for none; stdout, buffered, by default. */
export interface EdgeLogOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

// Log lines gather in a buffer written out at 4 KB or after a second, whichever comes first (as
// nginx's buffered access log does): one system call per request was a sixth of an uncached API
// call's CPU in a bench profile. pino writes what is left when the process exits; a SIGKILL loses
// at most the last second.
const bufferedStdout = () => pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });

/** A request as its log line shows it: the client by TRUST_PROXY, a preview token never. */
const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: redactPreview(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The edge's fastify options: its log, request ids, proxies, timeouts, framing, limits and schema compilers. */
export function edgeServerOptions(config: EdgeConfig, options: EdgeLogOptions): FastifyHttpOptions<Server> {
  const trust = proxyTrust(config.trustProxy);
  const timeouts = serverTimeoutOptions(config.timeouts);
  return {
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            stream: options.logStream ?? bufferedStdout(),
            // Fastify's own request serializer, with the value of a `preview` parameter redacted.
            serializers: { req: requestForLog },
          },
    // A request id from a trusted proxy is kept, so one id follows a request through every hop; any
    // other client's is replaced, or a visitor could pick the id their requests are logged under.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      const fromProxy = trust(request.socket.remoteAddress ?? '', 0);
      return fromProxy && typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trust,
    ...timeouts,
    http: { ...timeouts.http, ...HTTP_FRAMING_OPTIONS },
    // Requests refused before routing (unparsable, undecodable, too long) answer in the same
    // `{ message }` shape, with the same security headers, as every other refusal.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Long enough for any id a route checks itself (it answers 'Invalid job id', not a routing error).
    routerOptions: { maxParamLength: 1000 },
    // `verbose` keeps the failing schema on each validation error, so a refusal states the rule
    // ("expected 10, 20 or 30") rather than the keyword that failed. A field no schema names is
    // refused, not silently dropped. (JSON bodies are validated without coercion: json-body-validator.ts.)
    ajv: { customOptions: { verbose: true, removeAdditional: false } },
    // Fastify's own validators, refusing a number ajv coerced to Infinity (`?page=1e309`) before any route reads it.
    // Serializers compiled once per process for every edge in it (shared-config's processSchemaCompilers).
    schemaController: {
      compilersFactory: {
        buildValidator: finiteNumberValidators,
        buildSerializer: processSchemaCompilers.buildSerializer,
      },
    },
    bodyLimit: 64 * 1024,
    // While shutting down, a request on a kept-alive connection is still answered (readiness says
    // 503 with why), and its answer closes the connection: see lifecycle/drain.ts.
    return503OnClosing: false,
    // Fastify's own request logging writes two lines per request; plugins/app/request-log.ts writes one.
    logController: new LogController({ disableRequestLogging: true }),
  };
}
