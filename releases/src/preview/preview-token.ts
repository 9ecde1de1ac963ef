import { createHmac, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { PACKAGE_NAME, type PackageName } from '../packages/package-names';
import { RELEASE_ID } from '../store/release-id';
import { compileFormat, parseJsonFormat } from '../json-format';

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

const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * The bytes of a base64url text written the one way signPreview writes them, or null. Node's
 * decoder skips characters outside the alphabet and ignores the unused low bits of the last
 * character, so several spellings decode alike; only the canonical one is accepted.
 */
function canonicalBytes(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** `<payload>.<signature>`, both base64url: the payload is readable, only the secret can sign it. */
export function signPreview(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The grant a token carries, or null: malformed, signed with another secret, altered or expired. */
export function verifyPreview(token: string, secret: string, now = Date.now()): PreviewGrant | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', given = ''] = parts;
  const expected = signature(payload, secret);
  const actual = canonicalBytes(given);
  if (!actual || actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const grant = parseJsonFormat(GRANT, canonicalBytes(payload)?.toString('utf8') ?? '');
  if (!grant || grant.exp <= now) return null;
  return { name: grant.name, id: grant.id, exp: grant.exp };
}
