import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

// Comparing fixed-length digests in constant time leaks neither the token nor its length.
function matchesToken(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

export function registerBearerAuth(app: FastifyInstance, token: string): void {
  const expected = digest(token);
  app.addHook('onRequest', async (request, reply) => {
    if (matchesToken(request.headers.authorization, expected)) return;
    return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Missing or invalid bearer token' });
  });
}
