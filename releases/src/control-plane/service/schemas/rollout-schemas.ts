import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import { ROLLOUT } from '../../../model/rollouts/rollout-record';

/** `activate ... --rollout <steps> [--approve <shares>]`, as the service plans it with its own defaults. */
export const ROLLOUT_REQUEST = Type.Object(
  {
    steps: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'the shares, rising to 100, each optionally with its minimum time and visitors: `10,50,100`, `10:30m:200,50,100`',
    }),
    approve: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'the shares whose step waits for approval: `100`' }),
    ),
  },
  { additionalProperties: false },
);

/** A rollout, with what the last look of the service that answers saw of it. */
export const ROLLOUT_VIEW = Type.Composite(
  [
    ROLLOUT,
    Type.Object({
      look: Type.Union(
        [
          Type.Object({
            at: Type.String(),
            waiting: Type.Union([Type.String(), Type.Null()], {
              description: 'why it does not move on yet; null when its last look moved it (or it waits for a person)',
            }),
          }),
          Type.Null(),
        ],
        { description: "the answering service's last look at it; null: none yet" },
      ),
    }),
  ],
  { $id: 'Rollout' },
);

/** `GET /api/rollouts`. */
export const ROLLOUTS_ANSWER = Type.Object(
  { rollouts: Type.Array(schemaRef(ROLLOUT_VIEW), { description: 'the newest first' }) },
  { $id: 'RolloutsAnswer' },
);
