import type { Redis } from 'ioredis';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { DELIVERIES_KEPT, DELIVERY, WEBHOOK, type Delivery, type Webhook } from '../../webhooks/webhook-record';
import { onRedis } from '../redis/redis-client';
import type { WebhookBackend } from './webhook-backend';

const WEBHOOKS_KEY = 'releases:webhooks';
const deliveriesKey = (name: string) => `releases:webhook-deliveries:${name}`;
const WEBHOOK_RECORD = compileFormat(WEBHOOK);
const DELIVERY_RECORD = compileFormat(DELIVERY);

/** The webhooks in Redis, a hash by name (taken once, with HSETNX), and each one's deliveries, a hash by id. */
export function redisWebhookBackend(redis: Redis, location: string): WebhookBackend {
  const call = <T>(run: () => Promise<T>) => onRedis(location, 'nothing was changed', run);
  const deliveries = (name: string) =>
    call(async () =>
      Object.values(await redis.hgetall(deliveriesKey(name)))
        .flatMap((text): Delivery[] => {
          const delivery = parseJsonFormat(DELIVERY_RECORD, text);
          return delivery ? [delivery] : [];
        })
        .sort((a: Delivery, b: Delivery) => b.at.localeCompare(a.at)),
    );
  return {
    location: `Redis at ${location} (${WEBHOOKS_KEY})`,
    read: () =>
      call(async () =>
        Object.values(await redis.hgetall(WEBHOOKS_KEY)).flatMap((text): Webhook[] => {
          const webhook = parseJsonFormat(WEBHOOK_RECORD, text);
          return webhook ? [webhook] : [];
        }),
      ),
    insert: (webhook) =>
      call(async () => (await redis.hsetnx(WEBHOOKS_KEY, webhook.name, JSON.stringify(webhook))) === 1),
    remove: (name) =>
      call(async () => {
        const [[, removed]] = (await redis.multi().hdel(WEBHOOKS_KEY, name).del(deliveriesKey(name)).exec()) as [
          [Error | null, number],
        ];
        return removed === 1;
      }),
    deliveries,
    recordDelivery: async (delivery) => {
      await call(() => redis.hset(deliveriesKey(delivery.webhook), delivery.id, JSON.stringify(delivery)));
      const old = (await deliveries(delivery.webhook)).slice(DELIVERIES_KEPT).map((kept) => kept.id);
      if (old.length > 0) await call(() => redis.hdel(deliveriesKey(delivery.webhook), ...old));
    },
  };
}
