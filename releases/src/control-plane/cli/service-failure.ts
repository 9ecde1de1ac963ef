import { ReleaseError } from '../../model/release-error';

/** Failures of the connection itself: the request never reached the service. */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * What a team is told when the release service gave no answer. A request that never reached it
 * changed nothing; a change it received and then died on (a crash, a kill, a lost connection) may
 * have been made, since the store finishes a change once its pointer switched: saying "nothing was
 * changed" then would be a guess, so the team is sent to look.
 */
export function serviceFailure(baseUrl: string, method: string, error: unknown): ReleaseError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code;
  const reason = code ?? cause?.message ?? (error as Error).message;
  if (code && NEVER_SENT.has(code)) {
    return new ReleaseError(`the release service at ${baseUrl} cannot be reached (${reason}): nothing was changed`);
  }
  if (method === 'GET') {
    return new ReleaseError(
      `the release service at ${baseUrl} stopped before it answered (${reason}): nothing was changed`,
    );
  }
  return new ReleaseError(
    `the release service at ${baseUrl} stopped before it answered (${reason}): the change may or may not have been made; see what is live with npm run release -- list, and run the command again if it is not`,
  );
}
