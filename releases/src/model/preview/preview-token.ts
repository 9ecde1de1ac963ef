import { createHmac, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { type PackageName } from '../packages/package-names';
import { PACKAGE_NAME } from '../packages/package-schema';
import { RELEASE_ID } from '../releases/release-id';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { canonicalBase64url, openJsonToken, signJsonToken } from 'shared-config/server';

/** What a preview link grants: one release of one package, until `exp` (milliseconds since 1970). */
export interface PreviewGrant {
  name: PackageName;
  id: string;
  exp: number;
}

const GRANT = compileFormat(Type.Object({ name: PACKAGE_NAME, id: RELEASE_ID, exp: Type.Number() }));

export const PREVIEW_VALID_MS = 24 * 60 * 60 * 1000;

/** Joins the grants of a link that previews several releases at once (no token holds it). */
export const PREVIEW_SEPARATOR = ',';

/** A signed token of the grant (shared-config/src/server/signed-token.ts): readable, only the secret signs it. */
export const signPreview = (grant: PreviewGrant, secret: string): string => signJsonToken('preview', grant, [secret]);

/**
 * The grant of a link in the format preview links had before every token took the one signed format:
 * the whole HMAC-SHA256 (32 bytes) of the payload alone. Links handed out then, and links printed by a
 * checkout from before (release commands and edges are updated on different days), keep working for
 * the day they are valid; their signature's length tells them apart, so neither format passes for the other.
 */
function legacyGrant(token: string, secret: string) {
  const [payload = '', given = '', ...rest] = token.split('.');
  const expected = createHmac('sha256', secret).update(payload).digest();
  const actual = canonicalBase64url(given);
  if (rest.length > 0 || actual?.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return parseJsonFormat(GRANT, canonicalBase64url(payload)?.toString('utf8') ?? '');
}

/** The grant a token carries, or null: malformed, signed with another secret, altered or expired. */
export function verifyPreview(token: string, secret: string, now = Date.now()): PreviewGrant | null {
  const grant = openJsonToken('preview', GRANT, token, [secret]) ?? legacyGrant(token, secret);
  if (!grant || grant.exp <= now) return null;
  return { name: grant.name, id: grant.id, exp: grant.exp };
}
