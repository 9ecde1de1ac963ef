import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, createTestProvider, type TestProvider } from '../test-support/test-provider';
import { listOutbox } from './outbox';

const contactEmail = {
  to: { email: 'hello@corelink.example', name: 'Corelink Technologies' },
  subject: 'New Contact Submission',
  template_id: 7,
  params: {
    firstname: 'Tunde',
    lastname: 'Bakare',
    email: 'tunde@example.com',
    phone: '08031234567',
    subject: 'Managed IT',
    message: 'We need help with our office network.',
  },
};

describe('POST /email/send-email-single', () => {
  let provider: TestProvider;
  beforeEach(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterEach(() => provider.close());

  function send(payload: unknown): Promise<LightMyRequestResponse> {
    return provider.app.inject({
      method: 'POST',
      url: '/email/send-email-single',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  }

  it('queues the e-mail in the outbox and answers 202', async () => {
    const response = await send(contactEmail);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Queued' });
    expect(listOutbox(provider.db)).toEqual([
      {
        id: 1,
        toEmail: 'hello@corelink.example',
        toName: 'Corelink Technologies',
        subject: 'New Contact Submission',
        templateId: '7',
        type: null,
        params: contactEmail.params,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it.each([
    ['to.email', { ...contactEmail, to: { name: 'No address' } }],
    ['subject', { ...contactEmail, subject: ' ' }],
    ['params', { ...contactEmail, params: undefined }],
  ])('answers 400 naming %s when it is missing, and queues nothing', async (field, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Missing required field: ${field}` });
    expect(listOutbox(provider.db)).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await provider.app.inject({
      method: 'POST',
      url: '/email/send-email-single',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
