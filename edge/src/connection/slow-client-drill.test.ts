import { fetchEdge, postJson } from '../test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { rawRequest } from '../test-support/raw-http';
import { CONTACT_SUBMISSION } from '../test-support/contact-submission';

// A short drill for every test run; npm run bench holds 2,000 connections for a minute. The edge
// closes each slow one within about 1.5 s; the generous waits are for a busy machine's late timers.
const SLOW_HEADERS = 300;
const SLOW_BODIES = 100;

describe('slow clients do not keep a visitor out', () => {
  let harness: InProcessEdgeWithProvider;

  beforeAll(async () => {
    harness = await startEdgeInProcess({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500' }, { provider: true });
  });
  afterAll(() => harness.close());

  it(`serves a visitor while ${SLOW_HEADERS + SLOW_BODIES} connections trickle, and closes every slow one`, async () => {
    const headerLines = ['GET / HTTP/1.1\r\n', ...Array.from({ length: 30 }, (_, index) => `X-Slow-${index}: 1\r\n`)];
    const body = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
    const slow = [
      ...Array.from({ length: SLOW_HEADERS }, () =>
        rawRequest(harness.url, { pieces: headerLines, everyMs: 200, waitMs: 20_000 }),
      ),
      ...Array.from({ length: SLOW_BODIES }, () =>
        rawRequest(harness.url, {
          pieces: [body, ...Array.from({ length: 30 }, () => ' ')],
          everyMs: 200,
          waitMs: 20_000,
        }),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));

    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const path of ['/robots.txt', '/api/jobs/apijob/job-0002', '/api/jobs/getapijobs/?q=engineer']) {
        statuses.push((await fetchEdge(harness.url, harness.provider.token, path)).status);
      }
      const contact = await fetchEdge(
        harness.url,
        harness.provider.token,
        '/api/contact',
        postJson(CONTACT_SUBMISSION),
      );
      statuses.push(contact.status);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));

    const answers = await Promise.all(slow);
    expect(answers.filter((answer) => answer.closedAfterMs !== null)).toHaveLength(SLOW_HEADERS + SLOW_BODIES);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([408]));
  }, 45_000);
});
