import { createHash } from 'node:crypto';

const BUCKETS = 10_000;

/**
 * Whether a visitor gets a canary: their bucket (0 to 9,999), from a hash of their id, the package
 * and the canary release, is below the share. The same visitor keeps their answer for as long as
 * that canary runs, and the answer for one package says nothing about another.
 */
export function inCanary(visitorId: string, name: string, canaryId: string, percent: number): boolean {
  const digest = createHash('sha256').update(`${visitorId}\n${name}\n${canaryId}`).digest();
  return digest.readUInt32BE(0) % BUCKETS < Math.round(percent * 100);
}
