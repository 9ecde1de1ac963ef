import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContactSubmission } from 'shared-config/validation';
import type { EdgeConfig } from '../config';
import { ApiError } from './api-error';
import { isHoneypotFilled, parseContactSubmission } from './contact-submission';
import type { ProviderClient } from './provider-client';
import { refusalFrom } from './provider-message';

const CONTACT_SUCCESS = 'Your form has been successfully submitted!';
const CONTACT_SUBJECT = 'New Contact Submission';

const isJson = (request: FastifyRequest) => /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

// Fixed recipient, subject and template; `type` is left out (docs/product-rules.md#the-contact-e-mail).
function emailFor(config: EdgeConfig, values: ContactSubmission) {
  const { firstname, lastname, email, phone, subject, message } = values;
  return {
    to: { email: config.contactRecipient.email, name: config.contactRecipient.name },
    subject: CONTACT_SUBJECT,
    template_id: config.contactTemplateId,
    params: { firstname, lastname, email, phone, subject, message },
  };
}

/** `POST /api/contact`: rate limited per address, honeypot, validated, then e-mailed via the provider. */
export function registerContactRoute(api: FastifyInstance, client: ProviderClient, config: EdgeConfig): void {
  api.post(
    '/api/contact',
    {
      config: {
        rateLimit: { max: config.contactRateLimit.max, timeWindow: config.contactRateLimit.timeWindowMs },
      },
      // After the rate limit (onRequest) and before parsing, so every post counts against the limit.
      preParsing: async (request) => {
        if (!isJson(request)) throw new ApiError(415, 'Expected application/json');
      },
    },
    async (request, reply) => {
      if (isHoneypotFilled(request.body)) {
        // Answered like a success so the bot learns nothing; nothing is sent.
        request.log.info('contact honeypot filled; submission dropped');
        return reply.code(200).send({ message: CONTACT_SUCCESS });
      }
      const values = await parseContactSubmission(request.body);
      const sendEmailUrl = config.sendEmailUrl ?? client.urlFor('email', '/email/send-email-single');
      const answer = await client.send('email', sendEmailUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(emailFor(config, values)),
      });
      if (answer.status < 200 || answer.status >= 300) throw refusalFrom(answer);
      return reply.code(200).send({ message: CONTACT_SUCCESS });
    },
  );
}
