import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { SendEmailBody, QueuedAnswer } from '../schemas/email';
import { errorAnswer } from 'shared-config/server-schemas';
import { COMMON_ERROR_ANSWERS } from '../schemas/error-answer';
import { queueEmail } from './outbox';

const textOrNull = (value: string | number | undefined) => (value === undefined ? null : String(value));

export function registerSendEmailRoute(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/email/send-email-single',
    {
      schema: {
        summary: 'Queues one e-mail in the outbox',
        body: SendEmailBody,
        response: {
          202: QueuedAnswer,
          400: errorAnswer('A field missing, blank or of the wrong type'),
          ...COMMON_ERROR_ANSWERS,
        },
      },
    },
    async (request, reply) => {
      const { to, subject, template_id: templateId, type, params } = request.body;
      queueEmail(db, {
        toEmail: to.email,
        toName: to.name?.trim() ? to.name : null,
        subject,
        templateId: textOrNull(templateId),
        type: textOrNull(type),
        params,
      });
      // Accepted, not sent: delivery is the outbox reader's job.
      return reply.code(202).send({ message: 'Queued' });
    },
  );
}
