import { redisConversions } from '../../edge/canary-window/redis-conversions';
import { redisCounts } from '../../edge/canary-window/redis-counts';
import { redisVitals } from '../../edge/canary-window/redis-vitals';
import { parseWindowStatus, readWindowStatus, type WindowStatus } from '../../edge/canary-window/window-status';
import type { Pointers } from '../../model/pointers/pointer-set';
import type { CanarySources } from './canary-sources';
import { readText } from './read-text';

// The console asks every few seconds: an edge that does not answer in this is reported, not waited for.
const EDGE_TIMEOUT_MS = 1000;

export interface CurrentWindow {
  from: 'redis' | 'edge' | null;
  /** Why no window could be read; null when one was. */
  problem: string | null;
  status: WindowStatus | null;
}

/**
 * The canary analysis's current window: from Redis, where every edge counts together, read as the
 * edges read it; else (or while Redis does not answer) from the edge at EDGE_STATUS_URL, which
 * answers its own; else none, saying why.
 */
export async function readCurrentWindow(sources: CanarySources, pointers: Pointers): Promise<CurrentWindow> {
  const problems: string[] = [];
  const { windowMs } = sources.rule;
  if (sources.redis) {
    try {
      const shared = {
        counts: redisCounts(sources.redis, windowMs),
        vitals: redisVitals(sources.redis, windowMs),
        conversions: redisConversions(sources.redis, windowMs),
      };
      return { from: 'redis', problem: null, status: await readWindowStatus(pointers, shared, windowMs) };
    } catch (error) {
      problems.push(`Redis did not answer (${(error as Error).message})`);
    }
  }
  if (sources.edgeStatusUrl) {
    try {
      const status = parseWindowStatus(
        await readText(sources.edgeStatusUrl, `the edge at ${sources.edgeStatusUrl}`, EDGE_TIMEOUT_MS),
      );
      if (status) return { from: 'edge', problem: null, status };
      problems.push(`the edge at ${sources.edgeStatusUrl} answered something other than its canary window`);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (!sources.redis && !sources.edgeStatusUrl) {
    problems.push('neither REDIS_URL nor EDGE_STATUS_URL is set, so no edge can be read');
  }
  return { from: null, problem: `No current window: ${problems.join('; ')}.`, status: null };
}
