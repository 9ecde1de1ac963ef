import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContactSubmission } from 'shared-config/validation';
import type { EdgeConfig } from '../config';
import { ApiError } from './api-error';
import { contactShapeRefusal } from './contact-shape-refusal';
import { isHoneypotFilled, parseContactSubmission } from './contact-submission';
import type { ProviderClient } from './provider-client';
import { refusalFrom } from './provider-message';
import { ContactBody, ContactForm } from './schemas/contact-body';
import { errorAnswer } from 'shared-config/server-schemas';
import { apiErrorAnswers } from './schemas/error-answer';
import { jsonBodyValidator } from './schemas/json-body-validator';

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
  api.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/contact',
    {
      // As sent: a phone number sent as a number is refused as not text, never coerced into some.
      validatorCompiler: jsonBodyValidator,
      schemaErrorFormatter: contactShapeRefusal,
      schema: {
        tags: ['contact'],
        summary: 'Sends a message from the contact form to the company by e-mail',
        body: ContactBody,
        response: {
          200: Type.Object(
            { message: Type.Literal(CONTACT_SUCCESS) },
            { description: 'Sent on', additionalProperties: false },
          ),
          400: errorAnswer(
            'Not a JSON object, a field not text, or the form\'s first refusal, e.g. "First name is required", ' +
              '"Message must be at most 5000 characters", "Please enter a valid email address."',
          ),
          413: errorAnswer('Larger than 64 KB'),
          415: errorAnswer('Expected application/json'),
          429: errorAnswer('Too many messages from this address'),
          ...apiErrorAnswers,
        },
      },
      config: {
        // The schema validated is the body's shape (see ContactBody); the document shows the rules.
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: ContactForm }, url }),
        rateLimit: { max: config.contactRateLimit.max, timeWindow: config.contactRateLimit.timeWindowMs },
      },
      // After the rate limit (onRequest) and before parsing, so every post counts against the limit.
      preParsing: async (request) => {
        if (!isJson(request)) throw new ApiError(415, 'Expected application/json');
      },
      // Before the schema: a bot is answered like a success whatever else it sent, and learns nothing.
      preValidation: async (request, reply) => {
        if (!isHoneypotFilled(request.body)) return;
        request.log.info('contact honeypot filled; submission dropped');
        return reply.code(200).send({ message: CONTACT_SUCCESS });
      },
    },
    async (request, reply) => {
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
