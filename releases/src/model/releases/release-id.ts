import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';

// `20261124T184800123Z-` then 16 hex characters: sorts by creation time, and cannot be guessed.
export const RELEASE_ID_PATTERN = /^\d{8}T\d{9}Z-[0-9a-f]{16}$/;

export const isReleaseId = (value: string): boolean => RELEASE_ID_PATTERN.test(value);

/** A release id in a file the releases keep (records, pointers, the override). */
export const RELEASE_ID = Type.String({ pattern: RELEASE_ID_PATTERN.source });

/**
 * A new release id: the UTC creation time to the millisecond, then 64 bits of a hash of the build's
 * content digest and fresh random bytes, so two releases of the same build differ and nobody can
 * work out an id they were not given (a preview link is the only way to a release nobody activated).
 */
export function createReleaseId(contentDigest: string, now: Date = new Date()): string {
  const time = now.toISOString().replace(/[-:.]/g, '');
  const suffix = createHash('sha256').update(contentDigest).update(randomBytes(16)).digest('hex').slice(0, 16);
  return `${time}-${suffix}`;
}
