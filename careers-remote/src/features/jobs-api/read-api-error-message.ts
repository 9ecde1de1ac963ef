import { errorBodyMessage } from './normalise-job';

export const FALLBACK_ERROR_MESSAGE = 'An error occurred, please try again';

/** The server's `message` from a failed call (`error.data.message`), else SPEC.md's generic text. */
export function readApiErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    return errorBodyMessage(error.data) ?? FALLBACK_ERROR_MESSAGE;
  }
  return FALLBACK_ERROR_MESSAGE;
}
