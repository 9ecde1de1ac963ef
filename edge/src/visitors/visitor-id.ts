import { randomBytes } from 'node:crypto';
import { canonicalBase64url, openSignedToken, signToken } from 'shared-config/server';

/** The cookie that holds a browser's visitor id: the site's signed token (`<id>.<signature>`) of its 16 bytes. */
export const VISITOR_COOKIE = 'release_visitor';

const ID_BYTES = 16;

/** A visitor id read from its cookie. */
export interface VisitorCookie {
  id: string;
  /** Signed with the key that signs now; otherwise the cookie is given again, signed with it. */
  current: boolean;
}

/** A new visitor id: 16 random bytes. */
export const newVisitorId = () => randomBytes(ID_BYTES).toString('base64url');

/** The cookie's value for `id` (a base64url text, as newVisitorId makes), signed with the first key. */
export function visitorCookieValue(id: string, keys: readonly string[]): string {
  return signToken('visitor', Buffer.from(id, 'base64url'), keys);
}

/**
 * The visitor id in a cookie, or null when there is none or its signature is not one of `keys`' (made
 * up, altered, or signed with a key since retired). An id from before ids were signed is kept (its
 * canary draw must not change under the visitor), to be given back signed.
 */
export function readVisitorCookie(value: string | undefined, keys: readonly string[]): VisitorCookie | null {
  if (!value) return null;
  if (!value.includes('.'))
    return canonicalBase64url(value)?.length === ID_BYTES ? { id: value, current: false } : null;
  const opened = openSignedToken('visitor', value, keys);
  if (opened?.payload.length !== ID_BYTES) return null;
  return { id: opened.payload.toString('base64url'), current: opened.key === 0 };
}
