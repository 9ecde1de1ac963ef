import { messageOfFailedCall } from 'shared-config/api-errors';

/** The service's `{ message }` from a failed call, else a sentence that says what failed. */
export function apiErrorMessage(error: unknown): string {
  const message = messageOfFailedCall(error);
  if (message !== null) return message;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
      return 'The release service cannot be reached. Try again in a moment.';
  }
  return 'The release service could not answer. Try again in a moment.';
}

/** Whether a failed call was refused for want of a valid session. */
export const isSignedOut = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
