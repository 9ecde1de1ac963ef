import { ApiError } from '../api-error/api-error';
import type { ProviderAnswer } from './provider-client';

const MAX_MESSAGE_LENGTH = 500;

// Only the provider's own `{ message }` text is passed on, never the rest of its body.
function messageOf(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null || !('message' in body)) return fallback;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' && message.length <= MAX_MESSAGE_LENGTH
    ? message
    : fallback;
}

/** A provider refusal (4xx) as the visitor's error: same status, the provider's message. */
export function refusalFrom(answer: ProviderAnswer): ApiError {
  return new ApiError(answer.status, messageOf(answer.body, 'The request was refused'));
}
