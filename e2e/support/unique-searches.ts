import { randomBytes, randomInt } from 'node:crypto';
import { PREFETCHED_JOBS_ID } from 'shared-config/page-data';
import { treePss, type TreeMemory } from './process-memory';

export interface SearchesSent {
  /** How many answers had each status. */
  statuses: Record<string, number>;
  /** Pages that arrived with their server-rendered list. */
  rendered: number;
  seconds: number;
}

// An address in 10.0.0.0/8 for each request, as nginx in front would present many visitors.
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * `count` career searches nobody made before (`/career?q=<random>`), `concurrency` at a time: from one
 * address, or each from an address of its own in X-Forwarded-For (to an edge that trusts loopback), so
 * that no per-address budget holds them and each costs a provider call and a render. The drill of
 * e2e/drills/search-memory.spec.ts and the bench's figures send the same.
 */
export async function sendUniqueSearches(
  url: string,
  count: number,
  concurrency: number,
  from: 'one address' | 'many addresses',
): Promise<SearchesSent> {
  const statuses: Record<string, number> = {};
  let rendered = 0;
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const headers: Record<string, string> = from === 'many addresses' ? { 'x-forwarded-for': someAddress() } : {};
      const response = await fetch(`${url}/career?q=${randomBytes(6).toString('hex')}`, { headers });
      const html = await response.text();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (html.includes(`id="${PREFETCHED_JOBS_ID}"`)) rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, rendered, seconds: (Date.now() - started) / 1000 };
}

export const totalKb = (memory: TreeMemory) => memory.ownKb + memory.childrenKb;

/**
 * Samples the PSS of a process and its children every `everyMs` from now; `stop()` gives the sample
 * where the two together were highest. A process gone meanwhile ends the sampling.
 */
export function samplePeak(pid: number, everyMs = 250): { stop(): TreeMemory } {
  let peak = treePss(pid);
  const sampler = setInterval(() => {
    try {
      const now = treePss(pid);
      if (totalKb(now) > totalKb(peak)) peak = now;
    } catch {
      clearInterval(sampler);
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(sampler);
      return peak;
    },
  };
}
