// Reading the `{ message }` a failed answer carries, for every browser package: the edge and the
// release service answer every refusal with one (docs/api/), and a page shows it to the visitor.

/** The `message` of a failed answer's body (trimmed), or null when it carries none. */
export function messageOfAnswer(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/** The `message` of a failed RTK Query call (its `error.data`, the answer's body), or null. */
export function messageOfFailedCall(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'data' in error ? messageOfAnswer(error.data) : null;
}
