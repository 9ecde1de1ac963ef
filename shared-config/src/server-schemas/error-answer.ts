import { Type, type TObject, type TString } from '@sinclair/typebox';

export type ErrorAnswer = TObject<{ message: TString }>;

/**
 * The schema of every refusal and failure a server answers, `{ message }`: one sentence (or one line
 * per reason) a person can read as is. `description` says when the route gives it; OpenAPI shows it
 * as the answer's description. Each server keeps the answers all its routes may give (its
 * `COMMON_ERROR_ANSWERS`); a route spreads those and adds its own, one line each:
 * `409: errorAnswer('The pointer of the package cannot be read')`.
 */
export const errorAnswer = (description: string): ErrorAnswer =>
  Type.Object({ message: Type.String() }, { description, additionalProperties: false });
