import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { parseEmailRequest } from './email-request';
import { queueEmail } from './outbox';

export function registerSendEmailRoute(app: FastifyInstance, db: Database): void {
  app.post('/email/send-email-single', async (request, reply) => {
    queueEmail(db, parseEmailRequest(request.body));
    // Accepted, not sent: delivery is the outbox reader's job.
    return reply.code(202).send({ message: 'Queued' });
  });
}
