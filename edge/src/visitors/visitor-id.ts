import { randomBytes } from 'node:crypto';
import { signatureOf, signedBy } from './signature';

/** The cookie that holds a browser's visitor id: `<id>.<signature>`. */
export const VISITOR_COOKIE = 'release_visitor';

const ID = /^[A-Za-z0-9_-]{22}$/;
const PURPOSE = 'visitor';

/** A visitor id read from its cookie. */
export interface VisitorCookie {
  id: string;
  /** Signed with the key that signs now; otherwise the cookie is given again, signed with it. */
  current: boolean;
}

/** A new visitor id: 16 random bytes. */
export const newVisitorId = () => randomBytes(16).toString('base64url');

/** The cookie's value for `id`, signed with the first key. */
export function visitorCookieValue(id: string, keys: readonly string[]): string {
  return `${id}.${signatureOf(PURPOSE, id, keys[0] ?? '')}`;
}

/**
 * The visitor id in a cookie, or null when there is none or its signature is not one of `keys`' (made
 * up, altered, or signed with a key since retired). An id from before ids were signed is kept (its
 * canary draw must not change under the visitor), to be given back signed.
 */
export function readVisitorCookie(value: string | undefined, keys: readonly string[]): VisitorCookie | null {
  if (!value) return null;
  const [id = '', signature, ...rest] = value.split('.');
  if (!ID.test(id) || rest.length > 0) return null;
  if (signature === undefined) return { id, current: false };
  const by = signedBy(PURPOSE, id, signature, keys);
  return by === -1 ? null : { id, current: by === 0 };
}
