import { messageOfFailedCall } from 'shared-config/api-errors';

const FALLBACK_ERROR_MESSAGE = 'An error occurred, please try again';

/** The server's `message` from a failed call (`error.data.message`), else the generic text (docs/product-rules.md#job-board-messages). */
export const readApiErrorMessage = (error: unknown): string => messageOfFailedCall(error) ?? FALLBACK_ERROR_MESSAGE;
