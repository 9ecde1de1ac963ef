import { errorAnswer } from 'shared-config/server-schemas';

/**
 * The answers every route of the API may give besides its own. A route spreads them (or, when it
 * changes packages, CHANGE_ERROR_ANSWERS) and adds its own with `errorAnswer`, one line each.
 */
export const COMMON_ERROR_ANSWERS = {
  401: errorAnswer('No valid release token: the message says what was refused'),
  '4xx': errorAnswer('Any other refusal: a body the service cannot read, or a request it does not accept'),
  500: errorAnswer('An unexpected failure; its details stay in the log'),
};

/** The answers of a route that changes packages: a token must cover them, and the change may be refused. */
export const CHANGE_ERROR_ANSWERS = {
  ...COMMON_ERROR_ANSWERS,
  403: errorAnswer('The token does not cover a package the request changes: the message names it'),
  409: errorAnswer(
    'The change cannot go ahead (an unknown or damaged release, a refused check, the store unreachable): one line per reason; nothing was changed',
  ),
};
