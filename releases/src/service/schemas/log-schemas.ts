import { Type } from '@sinclair/typebox';
import { RELEASE_ACTIONS } from '../../log/release-log';
import { PACKAGE_NAME } from '../../packages/package-names';

export const LOG_ENTRY = Type.Object({
  at: Type.String(),
  actor: Type.String({
    description: 'the token name (or, for a command on the store itself, the user; `edge` for an automatic halt)',
  }),
  action: Type.Union(RELEASE_ACTIONS.map((action) => Type.Literal(action))),
  package: PACKAGE_NAME,
  id: Type.Union([Type.String(), Type.Null()]),
  detail: Type.String(),
  expires: Type.Optional(Type.String({ description: 'until when a preview link works' })),
});
