import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Applications are read part by part (request.parts()); a file past its limit fails its stream. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}
