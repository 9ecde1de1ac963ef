import { createHash, randomBytes } from 'node:crypto';

/** The cookie that names a console session: its id only, never the token it was opened with. */
export const SESSION_COOKIE = 'release_session';
/** A session lasts a working day from its sign-in, then the team signs in again. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new session id: 32 random bytes, as unguessable as a token. */
export const newSessionId = () => randomBytes(32).toString('base64url');

export const isSessionId = (id: string) => SESSION_ID_PATTERN.test(id);

/**
 * The key a session is stored under: the SHA-256 of its id, so that what a store holds (a file in
 * RELEASES_DIR, a Redis key) cannot be sent back as a cookie.
 */
export const sessionKey = (id: string) => createHash('sha256').update(id).digest('hex');
