import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/** `request.cookies` and `reply.setCookie`, for the console's session cookie (unsigned: its value is a random id). */
export async function registerCookie(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}
