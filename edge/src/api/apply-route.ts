import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { isClosedStatus } from 'shared-config/validation';
import { ApiError } from './api-error';
import { drainRequest } from './drain-request';
import { parseJobId } from './job-id';
import type { JobsSource } from './jobs-source';
import { forwardApplication } from './multipart-forward';
import type { ProviderClient } from './provider-client';
import { refusalFrom } from './provider-message';
import { receiveApplication } from './receive-application';
import { createSpoolDirectory } from './spool-directory';

type ApplyRequest = FastifyRequest<{ Params: { id?: string } }>;

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');

function statusOf(body: unknown): string {
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return typeof data === 'object' && data !== null && 'status' in data && typeof data.status === 'string'
    ? data.status
    : '';
}

// Unknown and closed jobs are refused before a single byte of the upload is read or stored.
async function assertOpenJob(jobs: JobsSource, id: string): Promise<void> {
  const answer = await jobs.detail(id);
  if (isClosedStatus(statusOf(answer.body))) throw new ApiError(409, 'This position is closed');
}

/**
 * `POST /api/jobs/apply/:id`: rate limited per address, checked, spooled, sniffed, then streamed on to
 * the provider.
 */
export function registerApplyRoute(
  api: FastifyInstance,
  client: ProviderClient,
  jobs: JobsSource,
  limit: RateLimit,
): void {
  api.post(
    '/api/jobs/apply/:id',
    {
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          // Refused before the upload is read: the rest of it is read and dropped, not left hanging.
          onExceeded: (request: FastifyRequest) => drainRequest(request.raw),
        },
      },
      // Before the body is parsed, so a bad id or a non-multipart body costs no upload.
      onRequest: async (request: ApplyRequest) => {
        try {
          parseJobId(request.params.id);
          if (!isMultipart(request)) throw new ApiError(415, 'Expected multipart/form-data');
        } catch (error) {
          drainRequest(request.raw);
          throw error;
        }
      },
    },
    async (request: ApplyRequest, reply) => {
      const id = parseJobId(request.params.id);
      const spool = await createSpoolDirectory();
      try {
        await assertOpenJob(jobs, id);
        const parts = await receiveApplication(request, spool.path);
        const answer = await forwardApplication(client, id, parts);
        if (answer.status < 200 || answer.status >= 300) throw refusalFrom(answer);
        return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.text);
      } catch (error) {
        drainRequest(request.raw);
        throw error;
      } finally {
        await spool.remove();
      }
    },
  );
}
