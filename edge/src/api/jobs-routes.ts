import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseJobId } from './job-id';
import { parseJobsQuery } from './jobs-query';
import type { JobsSource } from './jobs-source';
import { sendPrecompressed } from '../precompressed-body';
import type { ProviderAnswer } from './provider-client';

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ProviderAnswer): FastifyReply {
  // The provider's JSON is passed on byte for byte: the browser reads the provider's shapes.
  reply.code(answer.status).header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
  return sendPrecompressed(request, reply, answer, answer.text, 'per-answer');
}

/** `GET /api/jobs/getapijobs/` and `GET /api/jobs/apijob/:id`. */
export function registerJobsRoutes(api: FastifyInstance, jobs: JobsSource): void {
  const list = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) =>
    sendAnswer(request, reply, await jobs.list(parseJobsQuery(request.query)));
  api.get('/api/jobs/getapijobs/', list);
  api.get('/api/jobs/getapijobs', list);

  api.get<{ Params: { id?: string } }>('/api/jobs/apijob/:id', async (request, reply) =>
    sendAnswer(request, reply, await jobs.detail(parseJobId(request.params.id))),
  );
}
