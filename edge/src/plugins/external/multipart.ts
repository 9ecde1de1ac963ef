import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Applications are read part by part (`request.parts()`); the apply route sets the limits per request. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}
