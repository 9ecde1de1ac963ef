// Delivers each event to the webhooks of the teams whose packages it names, beside the change and never
// in its way: the change has been made and answered when the first attempt leaves. A delivery that
// gets no 2xx (a network error, a time-out, 408, 429 or a 5xx) is tried again after a delay that
// doubles from WEBHOOK_RETRY_MS, WEBHOOK_ATTEMPTS times in all, with the same delivery id; any other
// answer is the receiver's refusal, not retried. Every attempt is recorded for the console.
import { randomUUID } from 'node:crypto';
import type { Delivery, Webhook } from '../../model/webhooks/webhook-record';
import { deliveryBody, type ReleaseEvent } from './release-events';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signDelivery } from './webhook-signature';

export interface DeliverySettings {
  attempts: number;
  firstRetryMs: number;
  timeoutMs: number;
}

export interface Deliveries {
  /** Starts delivering `event` to every webhook among `webhooks` that covers one of its packages. */
  notify(event: ReleaseEvent, webhooks: readonly Webhook[]): void;
  /** Resolves once nothing is being delivered or waits for a retry. */
  idle(): Promise<void>;
  /** Stops the retries still waiting, each recorded as failed. */
  close(): void;
}

type Send = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number }>;

const retried = (status: number) => status === 408 || status === 429 || status >= 500;

export function createDeliveries({
  settings,
  record,
  send = (url, init) => fetch(url, init),
  onError = () => undefined,
}: {
  settings: DeliverySettings;
  /** Keeps the delivery as it now stands (the store, for the console); a failure to keep it is reported, never thrown. */
  record: (delivery: Delivery) => Promise<void>;
  send?: Send;
  onError?: (error: unknown, delivery: Delivery) => void;
}): Deliveries {
  const pending = new Set<Promise<void>>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { timer: setTimeout(() => (timers.delete(entry), resolve()), ms), resolve };
      timers.add(entry);
    });

  const keep = (delivery: Delivery) =>
    record(structuredClone(delivery)).catch((error: unknown) => onError(error, delivery));

  async function attempt(webhook: Webhook, body: string, delivery: Delivery): Promise<boolean> {
    const started = Date.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'corelink-release-service',
      [SIGNATURE_HEADER]: signDelivery(webhook.secret, body, started),
      [DELIVERY_HEADER]: delivery.id,
      [EVENT_HEADER]: delivery.event,
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      ({ status } = await send(webhook.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      }));
    } catch (failure) {
      const cause = (failure as { cause?: { code?: string } }).cause?.code;
      error =
        (failure as Error).name === 'TimeoutError'
          ? `no answer within ${settings.timeoutMs} ms`
          : (cause ?? (failure as Error).message);
    }
    delivery.attempts.push({ at: new Date(started).toISOString(), status, error, ms: Date.now() - started });
    const delivered = status !== null && status >= 200 && status < 300;
    const again = !delivered && (status === null || retried(status)) && delivery.attempts.length < settings.attempts;
    delivery.state = delivered ? 'delivered' : again && !closed ? 'retrying' : 'failed';
    await keep(delivery);
    return delivery.state === 'retrying';
  }

  async function deliver(webhook: Webhook, event: ReleaseEvent): Promise<void> {
    const delivery: Delivery = {
      id: randomUUID(),
      webhook: webhook.name,
      event: event.event,
      releases: event.releases,
      at: event.at,
      state: 'retrying',
      attempts: [],
    };
    const body = deliveryBody(delivery.id, event, webhook.format);
    for (let tries = 0; await attempt(webhook, body, delivery); tries += 1) {
      await wait(settings.firstRetryMs * 2 ** tries);
      if (closed) {
        delivery.state = 'failed';
        await keep(delivery);
        return;
      }
    }
  }

  return {
    notify(event, webhooks) {
      if (closed) return;
      const names = new Set(event.releases.map((release) => release.package));
      for (const webhook of webhooks.filter((one) => one.packages.some((name) => names.has(name)))) {
        const running = deliver(webhook, event).finally(() => pending.delete(running));
        pending.add(running);
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      timers.clear();
    },
  };
}
