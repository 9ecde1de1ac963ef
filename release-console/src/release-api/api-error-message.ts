/** The service's `{ message }` from a failed call, else a sentence that says what failed. */
export function apiErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
  }
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
