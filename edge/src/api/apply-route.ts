import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApplicationAnswer } from 'provider-api/schemas';
import type { RateLimit, UploadPace } from '../config';
import { isClosedStatus, MAX_APPLICATION_FILES } from 'shared-config/validation';
import { ApiError } from './api-error';
import { checkApplication, requirementsOf, type JobRequirements } from './application-fields';
import { drainRequest } from './drain-request';
import { invalidJobId, parseJobId } from './job-id';
import type { JobsSource } from './jobs-source';
import { forwardApplication } from './multipart-forward';
import type { ProviderAnswer, ProviderClient } from './provider-client';
import { refusalFrom } from './provider-message';
import { receiveApplication } from './receive-application';
import { createSpoolDirectory, type SpoolDirectory } from './spool-directory';
import { ApplicationForm } from './schemas/application-form';
import { errorAnswer } from 'shared-config/server-schemas';
import { apiErrorAnswers } from './schemas/error-answer';
import { JobParams } from './schemas/jobs-schemas';
import { UploadTooSlowError, watchUploadPace } from './upload-pace';

type ApplyRequest = FastifyRequest<{ Params: JobParams }>;

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');

const statusOf = (job: unknown): string =>
  typeof job === 'object' && job !== null && 'status' in job && typeof job.status === 'string' ? job.status : '';

const jobOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'data' in body ? body.data : null;

// Unknown and closed jobs are refused before a single byte of the upload is read or stored.
async function openJobRequirements(jobs: JobsSource, id: string): Promise<JobRequirements> {
  const job = jobOf((await jobs.detail(id)).body);
  if (isClosedStatus(statusOf(job))) throw new ApiError(409, 'This position is closed');
  return requirementsOf(job);
}

// The provider's JSON is passed on byte for byte: the 201 schema documents it, the serialiser never
// runs on text.
const passOn = (reply: FastifyReply, answer: ProviderAnswer): FastifyReply =>
  reply.code(answer.status).type('application/json; charset=utf-8').send(answer.text);

const ignore = () => undefined;

function endWithSocket(request: IncomingMessage): void {
  if (request.socket.destroyed) request.destroy();
  else request.socket.once('close', () => request.destroy());
}

interface ApplyContext {
  client: ProviderClient;
  pace: UploadPace;
  spoolDir: string;
}

/**
 * Reads the application into a private spool folder at an acceptable pace and streams it on to the
 * provider once it passes the browser's rules. The folder is gone before anything is answered, except after a cut-off (see below).
 */
async function receiveAndForward(
  request: ApplyRequest,
  reply: FastifyReply,
  job: { id: string; requirements: JobRequirements },
  { client, pace, spoolDir }: ApplyContext,
): Promise<ProviderAnswer> {
  let spool: SpoolDirectory | null = await createSpoolDirectory(spoolDir);
  // The pace is judged from here: time spent on our side before reading is not the client's.
  const watch = watchUploadPace(request.raw, pace);
  let receiving: Promise<unknown> = Promise.resolve();
  try {
    const reading = receiveApplication(request, spool.path);
    receiving = reading;
    const parts = await Promise.race([reading, watch.tooSlow]);
    watch.stop();
    checkApplication(job.requirements, parts);
    return await forwardApplication(client, job.id, parts);
  } catch (error) {
    if (error instanceof UploadTooSlowError) {
      // The answer closes the connection. Node leaves a request it has answered without ending
      // it, so the reading is ended here once the socket is gone; the folder goes after it.
      reply.header('Connection', 'close');
      endWithSocket(request.raw);
      const cut = spool;
      void receiving.then(ignore, ignore).finally(() => cut.remove());
      spool = null;
    } else {
      drainRequest(request.raw, pace);
    }
    throw error;
  } finally {
    watch.stop();
    await spool?.remove();
  }
}

/**
 * `POST /api/jobs/apply/:id`: rate limited per address, checked, spooled at an acceptable pace, sniffed,
 * then streamed on to the provider.
 */
export function registerApplyRoute(
  api: FastifyInstance,
  jobs: JobsSource,
  { limit, ...context }: ApplyContext & { limit: RateLimit },
): void {
  const { pace } = context;
  api.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/jobs/apply/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Applies to an open job with the text fields and files it asks for',
        params: JobParams,
        consumes: ['multipart/form-data'],
        response: {
          201: ApplicationAnswer,
          400: errorAnswer(
            'Invalid job id, or a field or file missing, malformed or over its limit, named, e.g. ' +
              `"Missing required file: resume", "email: Invalid email", "Too many files: at most ${MAX_APPLICATION_FILES}"`,
          ),
          404: errorAnswer('Job not found'),
          408: errorAnswer('The upload came too slowly to finish (the connection is closed)'),
          409: errorAnswer('This position is closed'),
          413: errorAnswer('File too large'),
          415: errorAnswer('Not multipart/form-data, or a file whose content is not an accepted type'),
          429: errorAnswer('Too many applications from this address'),
          ...apiErrorAnswers,
        },
      },
      // The onRequest check below refuses a bad id first, with this same answer; the schema's own
      // check comes only after it, and is here for the document and the handler's types.
      schemaErrorFormatter: invalidJobId,
      config: {
        // The body is read part by part by the handler (receive-application.ts), never whole: it is
        // described for the OpenAPI document only, as provider-api describes its own.
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: ApplicationForm }, url }),
        // An application is what a visitor would lose most by; it is rate limited per address and
        // streamed to disk rather than held in memory, so load shedding leaves it alone.
        neverShed: true,
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          // Refused before the upload is read: the rest of it is read and dropped, not left hanging.
          onExceeded: (request: FastifyRequest) => drainRequest(request.raw, pace),
        },
      },
      // Before the body is parsed, so a bad id or a non-multipart body costs no upload.
      onRequest: async (request: ApplyRequest) => {
        try {
          parseJobId(request.params.id);
          if (!isMultipart(request)) throw new ApiError(415, 'Expected multipart/form-data');
        } catch (error) {
          drainRequest(request.raw, pace);
          throw error;
        }
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      let requirements: JobRequirements;
      try {
        requirements = await openJobRequirements(jobs, id);
      } catch (error) {
        drainRequest(request.raw, pace);
        throw error;
      }
      const answer = await receiveAndForward(request, reply, { id, requirements }, context);
      if (answer.status < 200 || answer.status >= 300) throw refusalFrom(answer);
      return passOn(reply, answer);
    },
  );
}
