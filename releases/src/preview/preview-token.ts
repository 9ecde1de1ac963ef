import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPackageName, type PackageName } from '../packages/package-names';
import { isReleaseId } from '../store/release-id';
import { parseJsonObject } from '../json-object';

/** What a preview link grants: one release of one package, until `exp` (milliseconds since 1970). */
export interface PreviewGrant {
  name: PackageName;
  id: string;
  exp: number;
}

export const PREVIEW_VALID_MS = 24 * 60 * 60 * 1000;

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
  const grant = parseJsonObject(canonicalBytes(payload)?.toString('utf8') ?? '');
  if (!grant) return null;
  const { name, id, exp } = grant;
  if (typeof name !== 'string' || !isPackageName(name) || typeof id !== 'string' || !isReleaseId(id)) return null;
  if (typeof exp !== 'number' || exp <= now) return null;
  return { name, id, exp };
}
