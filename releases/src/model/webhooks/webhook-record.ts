// A team's webhook as the store keeps it (set by the platform team, as tokens are), and what the
// release service kept of each delivery to it: every attempt and the receiver's answer.
import { Type, type Static } from '@sinclair/typebox';
import { PACKAGE_NAME } from '../packages/package-schema';

export const WEBHOOK_FORMATS = ['json', 'slack'] as const;

// A name a log line and a secret's label can carry as they are (the token names' rule).
const WEBHOOK_NAME = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,63}$' });

export const WEBHOOK = Type.Object({
  name: WEBHOOK_NAME,
  url: Type.String({ pattern: '^https?://' }),
  /** The key every delivery is signed with (HMAC-SHA256); kept as it is, as signing needs it. */
  secret: Type.String({ minLength: 16 }),
  /** The packages whose events it gets. */
  packages: Type.Array(PACKAGE_NAME, { minItems: 1 }),
  format: Type.Union(WEBHOOK_FORMATS.map((format) => Type.Literal(format))),
  createdAt: Type.String(),
});
export type Webhook = Static<typeof WEBHOOK>;

export const DELIVERY = Type.Object({
  id: Type.String(),
  webhook: WEBHOOK_NAME,
  event: Type.String(),
  releases: Type.Array(Type.Object({ package: PACKAGE_NAME, id: Type.String() })),
  at: Type.String(),
  state: Type.Union([Type.Literal('retrying'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Array(
    Type.Object({
      at: Type.String(),
      /** The receiver's status; null when none came (`error` says why). */
      status: Type.Union([Type.Integer(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
      ms: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type Delivery = Static<typeof DELIVERY>;

/** How many deliveries are kept for each webhook, the newest: what the console shows. */
export const DELIVERIES_KEPT = 20;
