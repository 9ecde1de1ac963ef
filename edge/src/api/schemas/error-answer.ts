import { errorAnswer } from 'shared-config/server-schemas';

/**
 * The answers any API route may give besides its own, each a sentence a visitor can be shown as is.
 * A route spreads them and adds its own with `errorAnswer`, one line each.
 */
export const apiErrorAnswers = {
  '4xx': errorAnswer(
    'Any other refusal: a cross-site post (403), a body the edge cannot read (415), too many requests (429)',
  ),
  502: errorAnswer('The provider could not be reached or answered nonsense'),
  503: errorAnswer('The edge is shedding load; try again after Retry-After'),
  504: errorAnswer('The provider answered too slowly'),
  500: errorAnswer('An unexpected failure; its details stay in the log'),
};
