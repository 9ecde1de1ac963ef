import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import { HALT_RULE_NAME } from '../../../model/canary/canary-figures';
import { RELEASE_ACTIONS } from '../../../model/log/release-log';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';
import { CANARY_FIGURES } from './canary-schemas';

export const LOG_ENTRY = Type.Object(
  {
    at: Type.String(),
    actor: Type.String({
      description: 'the token name (or, for a command on the store itself, the user; `edge` for an automatic halt)',
    }),
    action: Type.Union(RELEASE_ACTIONS.map((action) => Type.Literal(action))),
    package: PACKAGE_NAME,
    id: Type.Union([Type.String(), Type.Null()]),
    detail: Type.String(),
    expires: Type.Optional(Type.String({ description: 'until when a preview link works' })),
    rule: Type.Optional(
      Type.Union([HALT_RULE_NAME, Type.Null()], {
        description: "a halt's only: the rule an edge halted it by; null for a halt a person asked for",
      }),
    ),
    figures: Type.Optional(
      Type.Union([schemaRef(CANARY_FIGURES), Type.Null()], {
        description:
          "a halt's only: the canary's and the stable release's figures the rule weighed; null where no rule decided",
      }),
    ),
  },
  { $id: 'LogEntry' },
);
