import { createHmac, timingSafeEqual } from 'node:crypto';

// 128 bits: far past guessing, and short enough for a cookie sent with every page.
const SIGNATURE_BYTES = 16;

const digest = (purpose: string, value: string, key: string) =>
  createHmac('sha256', key).update(`${purpose}\n${value}`).digest().subarray(0, SIGNATURE_BYTES);

/**
 * The signature of `value` (base64url) with `key`. `purpose` names what the value is, so a signature
 * made for one kind of value (a visitor id) never passes for another (a served-releases token).
 */
export function signatureOf(purpose: string, value: string, key: string): string {
  return digest(purpose, value, key).toString('base64url');
}

/** Which of `keys` signed `value` (compared in constant time), or -1: none of them. */
export function signedBy(purpose: string, value: string, signature: string, keys: readonly string[]): number {
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== SIGNATURE_BYTES || given.toString('base64url') !== signature) return -1;
  return keys.findIndex((key) => timingSafeEqual(given, digest(purpose, value, key)));
}
