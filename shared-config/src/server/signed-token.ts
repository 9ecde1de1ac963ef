import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Static, TSchema } from '@sinclair/typebox';
import type { TypeCheck } from '@sinclair/typebox/compiler';
import { parseJsonFormat } from './json-format';

/**
 * What a token is for. The purpose is signed with the payload, so a signature made for one kind of
 * token (a visitor id) never passes for another (a served-releases token, a preview link), whatever
 * key signed it.
 */
export type TokenPurpose = 'visitor' | 'served' | 'preview';

// 128 bits: far past guessing, and short enough for a cookie sent with every page.
const SIGNATURE_BYTES = 16;

const digest = (purpose: TokenPurpose, payload: string, key: string) =>
  createHmac('sha256', key).update(`${purpose}\n${payload}`).digest().subarray(0, SIGNATURE_BYTES);

/**
 * The bytes of a base64url text written the one way Node writes them, or null. Node's decoder skips
 * characters outside the alphabet and ignores the unused low bits of the last character, so several
 * spellings decode alike; only the canonical one is accepted, so a token has one spelling.
 */
export function canonicalBase64url(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** A token whose signature one of the keys made: its payload's bytes, and which key signed it. */
export interface OpenedToken {
  payload: Buffer;
  /** The index of the key that signed it: 0 is the key that signs now; a later one is being retired. */
  key: number;
}

/**
 * The one signed format of the site's tokens (visitor ids, served-releases tokens, preview links):
 * `<payload>.<signature>`, both base64url without padding, the signature the first 16 bytes of the
 * HMAC-SHA256, with the first of `keys`, of `<purpose>\n<payload as written>`.
 */
export function signToken(purpose: TokenPurpose, payload: Uint8Array, keys: readonly string[]): string {
  const written = Buffer.from(payload).toString('base64url');
  return `${written}.${digest(purpose, written, keys[0] ?? '').toString('base64url')}`;
}

/**
 * The payload of a token signed for `purpose` with one of `keys` (compared in constant time), or null:
 * malformed, spelt any other way than signToken writes it, altered, or signed with none of the keys.
 */
export function openSignedToken(purpose: TokenPurpose, token: string, keys: readonly string[]): OpenedToken | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [written = '', signature = ''] = parts;
  const payload = canonicalBase64url(written);
  const given = canonicalBase64url(signature);
  if (!payload || given?.length !== SIGNATURE_BYTES) return null;
  const key = keys.findIndex((candidate) => timingSafeEqual(given, digest(purpose, written, candidate)));
  return key === -1 ? null : { payload, key };
}

/** A token whose payload is `value` as JSON. */
export const signJsonToken = (purpose: TokenPurpose, value: unknown, keys: readonly string[]): string =>
  signToken(purpose, Buffer.from(JSON.stringify(value)), keys);

/** The JSON value of `format` a token signed for `purpose` carries, or null (see openSignedToken). */
export function openJsonToken<T extends TSchema>(
  purpose: TokenPurpose,
  format: TypeCheck<T>,
  token: string,
  keys: readonly string[],
): Static<T> | null {
  const opened = openSignedToken(purpose, token, keys);
  return opened && parseJsonFormat(format, opened.payload.toString('utf8'));
}
