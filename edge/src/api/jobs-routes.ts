import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JobAnswer, JobListAnswer } from 'provider-api/schemas';
import { sendPrecompressed } from '../precompressed-body';
import { invalidJobId } from './job-id';
import { withoutBlankParameters } from './jobs-query';
import type { JobsSource } from './jobs-source';
import type { ProviderAnswer } from './provider-client';
import { JobParams, JobsQuery, NoQuery } from './schemas/jobs-schemas';
import { errorAnswer } from 'shared-config/server-schemas';
import { apiErrorAnswers } from './schemas/error-answer';

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ProviderAnswer): FastifyReply {
  // The provider's JSON is passed on byte for byte (the 200 schemas document it, the serialiser never
  // runs on bytes): the browser reads the provider's shapes.
  reply.code(answer.status).header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
  return sendPrecompressed(request, reply, answer, answer.text, 'per-answer');
}

const TAGS = ['jobs'];

// These answers are compressed by sendPrecompressed, and GETs carry no body: the app-wide
// compression's hooks have nothing to do on them.
const OWN_COMPRESSION = { compress: false, decompress: false } as const;

/** `GET /api/jobs/getapijobs/` and `GET /api/jobs/apijob/:id`. */
export function registerJobsRoutes(app: FastifyInstance, jobs: JobsSource): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const url of ['/api/jobs/getapijobs/', '/api/jobs/getapijobs']) {
    api.get(
      url,
      {
        ...OWN_COMPRESSION,
        schema: {
          tags: TAGS,
          summary: 'A page of open jobs, newest first, filtered by title, location and industry',
          // The same route without its trailing slash is one operation, not two, in the document.
          hide: !url.endsWith('/'),
          querystring: JobsQuery,
          response: {
            200: JobListAnswer,
            400: errorAnswer(
              'A parameter out of its range or given twice, e.g. "Invalid limit: expected 10, 20 or 30"',
            ),
            ...apiErrorAnswers,
          },
        },
        preValidation: async (request) => {
          request.query = withoutBlankParameters(request.query as Record<string, unknown>) as JobsQuery;
        },
      },
      async (request, reply) => sendAnswer(request, reply, await jobs.list(request.query)),
    );
  }

  api.get(
    '/api/jobs/apijob/:id',
    {
      ...OWN_COMPRESSION,
      schema: {
        tags: TAGS,
        summary: 'One job, open or closed, with the fields and files its application asks for',
        params: JobParams,
        querystring: NoQuery,
        response: {
          200: JobAnswer,
          400: errorAnswer('Invalid job id'),
          404: errorAnswer('Job not found'),
          ...apiErrorAnswers,
        },
      },
      schemaErrorFormatter: invalidJobId,
    },
    async (request, reply) => sendAnswer(request, reply, await jobs.detail(request.params.id)),
  );
}
