import { Type, type TObject, type TString } from '@sinclair/typebox';

export type ErrorAnswer = TObject<{ message: TString }>;

/** Every refusal and failure: one sentence a client can show as is, naming the field at fault. */
export const errorAnswer = (description: string): ErrorAnswer =>
  Type.Object({ message: Type.String() }, { description, additionalProperties: false });

/**
 * The answers any route may give besides its own: the bearer check runs before every route, and
 * the body parser refuses what it cannot read (an unsupported media type, malformed JSON) before
 * a route's own checks.
 */
export const commonErrorAnswers = {
  401: errorAnswer('Missing or invalid bearer token'),
  '4xx': errorAnswer('Any other refusal: a body the server cannot read, or a request it does not accept'),
  500: errorAnswer('An unexpected failure; its details stay in the log'),
};
