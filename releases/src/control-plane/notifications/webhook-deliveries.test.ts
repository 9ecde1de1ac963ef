import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReleaseEvent } from './release-events';
import type { Delivery, Webhook } from '../../model/webhooks/webhook-record';
import { createDeliveries } from './webhook-deliveries';
import { DELIVERY_HEADER, SIGNATURE_HEADER, verifyDelivery } from './webhook-signature';

const event = (name: ReleaseEvent['event'], pkg: 'marketing' | 'careers' = 'marketing'): ReleaseEvent => ({
  event: name,
  at: new Date().toISOString(),
  actor: 'marketing',
  releases: [{ package: pkg, id: '20261201T100000000Z-aaaaaaaaaaaaaaaa' }],
  detail: `${name} of ${pkg}`,
  rollout: null,
  rule: null,
  figures: null,
});

/** A receiver on loopback that answers `firstAnswer` to the first attempt of each delivery id, then 200. */
async function receiver(firstAnswer: number) {
  const seen = new Map<string, number>();
  const acknowledged: { id: string; body: Record<string, unknown>; signed: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const id = String(request.headers[DELIVERY_HEADER]);
      const tries = (seen.get(id) ?? 0) + 1;
      seen.set(id, tries);
      if (tries === 1) {
        response.writeHead(firstAnswer).end();
        return;
      }
      const signed = verifyDelivery('hook-secret-of-16', body, request.headers[SIGNATURE_HEADER] as string | undefined);
      if (!acknowledged.some((delivery) => delivery.id === id))
        acknowledged.push({ id, body: JSON.parse(body), signed });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/releases`;
  return { url, seen, acknowledged, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("a team's webhook deliveries", () => {
  const records = new Map<string, Delivery>();
  const record = async (delivery: Delivery) => void records.set(delivery.id, delivery);
  beforeEach(() => records.clear());

  it('retry an answer that failed after a doubling delay with the same id, signed, until acknowledged once', async () => {
    const hooks = await receiver(503);
    const webhook: Webhook = {
      name: 'marketing',
      url: hooks.url,
      secret: 'hook-secret-of-16',
      packages: ['marketing', 'contact'],
      format: 'json',
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    const deliveries = createDeliveries({ settings: { attempts: 3, firstRetryMs: 20, timeoutMs: 2000 }, record });
    deliveries.notify(event('publish'), [webhook]);
    deliveries.notify(event('halt'), [webhook]);
    // Another team's package reaches another team's webhook only.
    deliveries.notify(event('publish', 'careers'), [webhook]);
    await deliveries.idle();
    await hooks.close();
    expect(hooks.acknowledged.map(({ body, signed }) => [body.event, signed])).toEqual([
      ['publish', true],
      ['halt', true],
    ]);
    expect(hooks.acknowledged.map(({ id, body }) => body.id === id)).toEqual([true, true]);
    expect([...hooks.seen.values()]).toEqual([2, 2]);
    expect([...records.values()].map(({ state, attempts }) => [state, attempts.map((one) => one.status)])).toEqual([
      ['delivered', [503, 204]],
      ['delivered', [503, 204]],
    ]);
  });

  it('stop at a refusal, and after the last attempt; a receiver that is not there is an attempt that failed', async () => {
    const hooks = await receiver(410);
    const deliveries = createDeliveries({ settings: { attempts: 2, firstRetryMs: 10, timeoutMs: 2000 }, record });
    const webhook: Webhook = {
      name: 'marketing',
      url: hooks.url,
      secret: 's',
      packages: ['marketing'],
      format: 'slack',
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    deliveries.notify(event('publish'), [webhook]);
    await deliveries.idle();
    await hooks.close();
    deliveries.notify(event('rollback'), [webhook]);
    await deliveries.idle();
    expect(
      [...records.values()].map(({ state, attempts }) => [state, attempts.map((one) => one.status ?? one.error)]),
    ).toEqual([
      ['failed', [410]],
      ['failed', ['ECONNREFUSED', 'ECONNREFUSED']],
    ]);
  });
});
