import { errorAnswer } from 'shared-config/server-schemas';
import { apiErrorAnswers } from '../api/schemas/error-answer';

/** What a browser's report or measurement may be answered besides its 204. */
export const reportErrorAnswers = {
  400: errorAnswer(
    'Not the exact shape, or a release this edge does not have, e.g. "Invalid release: expected the form …"',
  ),
  413: errorAnswer('Larger than 1 KB'),
  415: errorAnswer('Expected application/json'),
  429: errorAnswer('Too many reports from this address'),
  ...apiErrorAnswers,
};
