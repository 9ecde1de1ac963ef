import { CloneType, Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';
import { DELIVERY, WEBHOOK_FORMATS } from '../../../model/webhooks/webhook-record';

/** One delivery of an event to a webhook: its id, every attempt and the receiver's answer. */
export const WEBHOOK_DELIVERY = CloneType(DELIVERY, { $id: 'WebhookDelivery' });

/** A team's webhook as the console shows it: never its secret, nor its URL's path. */
export const WEBHOOK_VIEW = Type.Object(
  {
    name: Type.String(),
    target: Type.String({
      description:
        "the receiver's origin, `https://hooks.example.com/…`: the path is left out, as an incoming webhook's path is a secret of its own",
    }),
    packages: Type.Array(PACKAGE_NAME),
    format: Type.Union(WEBHOOK_FORMATS.map((format) => Type.Literal(format))),
    createdAt: Type.String(),
    deliveries: Type.Array(schemaRef(WEBHOOK_DELIVERY), {
      description: 'the last deliveries, the newest first, every attempt with its answer',
    }),
  },
  { $id: 'WebhookView' },
);

/** `GET /api/webhooks`. */
export const WEBHOOKS_ANSWER = Type.Object(
  { webhooks: Type.Array(schemaRef(WEBHOOK_VIEW)) },
  { $id: 'WebhooksAnswer' },
);
