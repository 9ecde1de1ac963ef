import { errorBodyMessage } from './normalise-job';

const FALLBACK_ERROR_MESSAGE = 'An error occurred, please try again';

/** The server's `message` from a failed call (`error.data.message`), else the generic text (docs/product-rules.md#job-board-messages). */
export function readApiErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    return errorBodyMessage(error.data) ?? FALLBACK_ERROR_MESSAGE;
  }
  return FALLBACK_ERROR_MESSAGE;
}
