import { listOutbox } from 'provider-api';
import { fetchEdge, postJson, type EdgeResponse } from '../test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';

const submission = {
  firstname: '  Ada ',
  lastname: 'Okafor',
  email: 'ada.okafor@example.com',
  phone: '08012345678',
  subject: 'Managed cloud',
  message: 'We would like a quote for moving our file server to the cloud.',
};
const SUCCESS = { message: 'Your form has been successfully submitted!' };

describe('POST /api/contact (real provider behind the real edge)', () => {
  let harness: InProcessEdgeWithProvider;
  const contactOn = (baseUrl: string, body: unknown, headers: Record<string, string> = {}) => {
    const init = postJson(body);
    return fetchEdge(baseUrl, harness.provider.token, '/api/contact', {
      ...init,
      headers: { ...init.headers, ...headers },
    });
  };

  beforeAll(async () => {
    harness = await startEdgeInProcess(
      {
        CONTACT_RECIPIENT: 'sales@corelink.example',
        CONTACT_RECIPIENT_NAME: 'Corelink Sales',
        CONTACT_TEMPLATE_ID: '42',
      },
      { provider: true },
    );
  });
  afterAll(() => harness.close());

  it('forwards a valid submission to the send-e-mail endpoint with the fixed recipient, subject and template', async () => {
    const before = listOutbox(harness.provider.db).length;
    const response = await contactOn(harness.url, { ...submission, website: '' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SUCCESS);

    const sent = listOutbox(harness.provider.db);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({
      toEmail: 'sales@corelink.example',
      toName: 'Corelink Sales',
      subject: 'New Contact Submission',
      templateId: '42',
      type: null,
      params: { ...submission, firstname: 'Ada' },
    });
  });

  it('answers a filled honeypot like a success without sending anything', async () => {
    const before = listOutbox(harness.provider.db).length;
    const response = await contactOn(harness.url, { ...submission, website: 'https://cheap-pills.example' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SUCCESS);
    expect(listOutbox(harness.provider.db)).toHaveLength(before);
  });

  describe('rate limit per client address', () => {
    const burst = async (baseUrl: string, count: number, headersFor: (index: number) => Record<string, string>) => {
      const responses: EdgeResponse[] = [];
      for (let start = 0; start < count; start += 50) {
        const batch = Array.from({ length: Math.min(50, count - start) }, (_, offset) =>
          contactOn(baseUrl, submission, headersFor(start + offset)),
        );
        responses.push(...(await Promise.all(batch)));
      }
      return responses;
    };

    it('lets the first 5 of 1,000 rapid posts through and answers the rest 429', async () => {
      const limited = await startEdgeInProcess({
        PROVIDER_URL: harness.provider.url,
        PROVIDER_TOKEN: harness.provider.token,
        CONTACT_RATE_LIMIT_MAX: '5',
      });
      try {
        const before = listOutbox(harness.provider.db).length;
        const responses = await burst(limited.url, 1000, () => ({}));
        const refused = responses.filter((response) => response.status === 429);
        expect(responses.filter((response) => response.status === 200)).toHaveLength(5);
        expect(refused).toHaveLength(995);
        expect(refused[0]?.json).toEqual({
          message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
        });
        expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(listOutbox(harness.provider.db)).toHaveLength(before + 5);
      } finally {
        await limited.close();
      }
      // 1,000 real round trips through two servers: on a shared 2-core machine that can outlast jest's 5 s default.
    }, 30_000);

    it('cannot be escaped with a made-up X-Forwarded-For when no proxy is trusted', async () => {
      const limited = await startEdgeInProcess({
        PROVIDER_URL: harness.provider.url,
        PROVIDER_TOKEN: harness.provider.token,
        CONTACT_RATE_LIMIT_MAX: '3',
        TRUST_PROXY: 'false',
      });
      try {
        const responses = await burst(limited.url, 20, (index) => ({ 'x-forwarded-for': `203.0.113.${index}` }));
        expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
      } finally {
        await limited.close();
      }
    });
  });
});
