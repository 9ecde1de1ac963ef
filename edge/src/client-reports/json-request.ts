import type { FastifyRequest } from 'fastify';

/** Whether a request says its body is JSON: a beacon's Blob of type application/json does. */
export const isJson = (request: FastifyRequest) =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
