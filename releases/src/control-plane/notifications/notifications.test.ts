import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runReleaseCli } from '../cli/release-cli';
import { startDrivenServices, type DrivenServices } from '../../test-support/driven-release-services';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, verifyDelivery } from './webhook-signature';

jest.setTimeout(60_000);

interface Received {
  id: string;
  event: string;
  body: {
    id: string;
    event: string;
    at: string;
    actor: string;
    releases: { package: string; id: string }[];
    rule: string | null;
  };
}

/**
 * A team's receiver on loopback: it answers the first attempt of every delivery 503, then acknowledges
 * it, keeping each delivery once by its id, and only when its signature is good.
 */
async function receiver(secret: () => string) {
  const tries = new Map<string, number>();
  const acknowledged: Received[] = [];
  const badSignatures: string[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const id = String(request.headers[DELIVERY_HEADER]);
      if (!verifyDelivery(secret(), text, request.headers[SIGNATURE_HEADER] as string | undefined)) {
        badSignatures.push(id);
        response.writeHead(401).end();
        return;
      }
      tries.set(id, (tries.get(id) ?? 0) + 1);
      if (tries.get(id) === 1) {
        response.writeHead(503).end();
        return;
      }
      if (!acknowledged.some((delivery) => delivery.id === id)) {
        acknowledged.push({ id, event: String(request.headers[EVENT_HEADER]), body: JSON.parse(text) });
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release-events`;
  return { url, tries, acknowledged, badSignatures, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("a team's webhook", () => {
  let services: DrivenServices;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let secret = '';
  let token: string;

  const post = (url: string, payload: object, as = token) =>
    services.replicas[0]!.inject({ method: 'POST', url, headers: { authorization: `Bearer ${as}` }, payload });
  const until = async (done: () => boolean, what: string) => {
    for (let tries = 0; tries < 800 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    if (!done()) throw new Error(`never: ${what}; got ${hooks.acknowledged.map((one) => one.event).join(', ')}`);
  };

  beforeAll(async () => {
    services = await startDrivenServices();
    hooks = await receiver(() => secret);
    token = await services.replicas[0]!.releases.tokens.add('marketing', ['marketing', 'contact']);
    // Set by the platform team on the store's machine, as tokens are.
    const out: string[] = [];
    const env = { DATA_DIR: services.releasesDir.replace(/\/releases$/, ''), RELEASE_ACTOR: 'platform' };
    const code = await runReleaseCli(['webhook', 'add', 'marketing', hooks.url, 'marketing,contact'], env, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect([code, out[0]]).toEqual([
      0,
      expect.stringMatching(/^Webhook marketing gets the events of marketing, contact; kept in /),
    ]);
    secret = out.at(-1) ?? '';
    expect(secret).toMatch(/^whs_[\w-]{43}$/);
  });
  afterAll(async () => {
    await services?.close();
    await hooks?.close();
  });

  it('is told of every publish, preview, rollout step, approval needed, halt, promotion and rollback, each once, signed', async () => {
    const first = await services.publishMarketing(token, 'first');
    expect((await post('/api/previews', { releases: [{ name: 'marketing', id: first }] })).statusCode).toBe(200);
    const rollout = { releases: [{ name: 'marketing', id: first }], rollout: { steps: '10,100', approve: '100' } };
    const started = (await post('/api/activations', rollout)).json().rollout.id as string;
    await until(() => hooks.acknowledged.some((one) => one.event === 'approval-needed'), 'approval needed');
    expect((await post(`/api/rollouts/${started}/approve`, {})).statusCode).toBe(200);
    await until(() => hooks.acknowledged.some((one) => one.event === 'promote'), 'promote');

    // A second release that the edges halt: the rollout rolls it back.
    const second = await services.publishMarketing(token, 'second');
    await post('/api/activations', { releases: [{ name: 'marketing', id: second }], rollout: { steps: '10:1h,100' } });
    const edge = await services.replicas[0]!.releases.tokens.addEdge('edge-1');
    const figures = {
      canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
      stable: { visitors: 40, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    };
    const halt = { package: 'marketing', id: second, reason: 'rule above-stable (…)', rule: 'above-stable', figures };
    expect((await post('/api/edge/halts', halt, edge)).json()).toEqual({ halted: true });
    await until(() => hooks.acknowledged.some((one) => one.event === 'rollback'), 'rollback');
    await services.replicas[0]!.notifications.idle();

    expect(hooks.badSignatures).toEqual([]);
    // In the order they happened (retries on a loaded machine may acknowledge two close ones either way).
    const byTime = [...hooks.acknowledged].sort((one, other) => one.body.at.localeCompare(other.body.at));
    expect(byTime.map(({ event, body }) => [event, body.releases[0]?.id])).toEqual([
      ['publish', first],
      ['preview', first],
      ['rollout-step', first],
      ['approval-needed', first],
      ['promote', first],
      ['publish', second],
      ['rollout-step', second],
      ['halt', second],
      ['rollback', second],
    ]);
    // Each acknowledged once, on its second attempt, its body naming the id it was delivered under.
    for (const { id, body } of hooks.acknowledged) expect([body.id, hooks.tries.get(id)]).toEqual([id, 2]);
    expect(hooks.acknowledged.find((one) => one.event === 'halt')?.body).toMatchObject({
      actor: 'edge-1',
      rule: 'above-stable',
    });
  });

  it("shows the team its webhook's last deliveries with every answer, never its secret or path", async () => {
    const answer = await services.replicas[0]!.inject({
      url: '/api/webhooks',
      headers: { authorization: `Bearer ${token}` },
    });
    const [webhook] = answer.json().webhooks;
    expect(webhook).toMatchObject({ name: 'marketing', target: `${new URL(hooks.url).origin}/…`, format: 'json' });
    expect(webhook.deliveries[0]).toMatchObject({ state: 'delivered', attempts: [{ status: 503 }, { status: 204 }] });
    expect(answer.body).not.toContain(secret);
    expect(answer.body).not.toContain('/release-events');
    const other = await services.replicas[0]!.releases.tokens.add('recruitment', ['careers']);
    const theirs = await services.replicas[0]!.inject({
      url: '/api/webhooks',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.json()).toEqual({ webhooks: [] });
  });
});
