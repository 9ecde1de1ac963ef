import { createHash } from 'node:crypto';
import type { Canary } from '../../model/pointers/release-pointer';

const BUCKETS = 10_000;

/**
 * Whether a visitor gets a canary: their bucket (0 to 9,999), from a hash of their id and the draw
 * the canary belongs to, is below the share. A canary of one package draws on the package and the
 * release, so the answer for one package says nothing about another; the canaries of one release
 * set draw on the set, so a visitor gets all of its releases or none. The same visitor keeps their
 * answer for as long as the canary runs, and raising the share keeps everyone already in it.
 */
export function inCanary(visitorId: string, name: string, canary: Pick<Canary, 'id' | 'percent' | 'group'>): boolean {
  const draw = canary.group ?? `${name}\n${canary.id}`;
  const digest = createHash('sha256').update(`${visitorId}\n${draw}`).digest();
  return digest.readUInt32BE(0) % BUCKETS < Math.round(canary.percent * 100);
}
