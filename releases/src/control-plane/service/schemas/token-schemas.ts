import { Type } from '@sinclair/typebox';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';

/** Whose token a request carries: its name (the actor the log records) and the packages it may change. */
export const TOKEN_HOLDER = Type.Object(
  { name: Type.String(), packages: Type.Array(PACKAGE_NAME) },
  { $id: 'TokenHolder' },
);
