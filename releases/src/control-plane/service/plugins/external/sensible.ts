import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';

/** `app.httpErrors` for the refusals a check or route throws; the error handler answers them as `{ message }`. */
export async function registerSensible(app: FastifyInstance): Promise<void> {
  await app.register(sensible);
}
