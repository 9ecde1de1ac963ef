import { errorAnswer } from 'shared-config/server-schemas';

/**
 * The answers any route may give besides its own: the bearer check runs before every route, and
 * the body parser refuses what it cannot read (an unsupported media type, malformed JSON) before
 * a route's own checks. A route spreads them and adds its own with `errorAnswer`.
 */
export const COMMON_ERROR_ANSWERS = {
  401: errorAnswer('Missing or invalid bearer token'),
  '4xx': errorAnswer('Any other refusal: a body the server cannot read, or a request it does not accept'),
  500: errorAnswer('An unexpected failure; its details stay in the log'),
};
