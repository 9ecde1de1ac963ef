import { randomBytes } from 'node:crypto';
import { PREFETCHED_JOBS_ID } from 'shared-config/page-data';
import { statusKb, toMb } from './process-stats';
import type { SeededProvider } from './seeded-provider';
import { startEdge } from './start-edge';
import { median, round } from './stats';

export interface SearchMemoryRun {
  /** 'default' (the per-address render budget in place) or 'no render budget' (many addresses). */
  budget: string;
  urls: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** Pages that arrived with their server-rendered list. */
  rendered: number;
  idleRssMb: number;
  peakRssMb: number;
  afterRssMb: number;
  peakAboveIdleMb: number;
}

export interface SearchMemoryOptions {
  provider: SeededProvider;
  port: number;
  urls: number;
  concurrency: number;
}

const SAMPLE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    samples.push(statusKb(pid, 'VmRSS'));
    await sleep(SAMPLE_MS);
  }
  return median(samples) ?? 0;
}

async function runOnce(options: SearchMemoryOptions, budget: string, env: Record<string, string>) {
  const { provider } = options;
  const edge = await startEdge({
    label: 'searches',
    port: options.port,
    env: { PROVIDER_URL: provider.url, PROVIDER_TOKEN: provider.token, ...env },
  });
  try {
    // Warm: the careers module, the composer and the job cache, as on a site that has had visitors.
    for (const path of ['/', '/career', '/career?q=engineer', '/career?q=cloud'])
      await (await fetch(`${edge.url}${path}`)).text();
    await sleep(1000);
    const idle = await idleRss(edge.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, statusKb(edge.pid, 'VmRSS'))), SAMPLE_MS);
    const statuses: Record<string, number> = {};
    let rendered = 0;
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < options.urls) {
        next += 1;
        const response = await fetch(`${edge.url}/career?q=${randomBytes(6).toString('hex')}`);
        const html = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (html.includes(`id="${PREFETCHED_JOBS_ID}"`)) rendered += 1;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (Date.now() - started) / 1000;
    await sleep(10_000);
    clearInterval(sampler);
    const after = statusKb(edge.pid, 'VmRSS');
    return {
      budget,
      urls: options.urls,
      perSecond: round(options.urls / seconds),
      statuses,
      rendered,
      idleRssMb: toMb(idle),
      peakRssMb: toMb(peak),
      afterRssMb: toMb(after),
      peakAboveIdleMb: toMb(peak - idle),
    };
  } finally {
    await edge.stop();
  }
}

/**
 * The edge's resident memory while `urls` unique `/career?q=` searches arrive: once with the default
 * per-address budget of new-search renders (one attacker address), once without it (an attacker
 * with many addresses, so every search is rendered and the byte budgets of the caches do the work).
 */
export async function measureSearchMemory(options: SearchMemoryOptions): Promise<SearchMemoryRun[]> {
  return [
    await runOnce(options, 'default', {}),
    await runOnce(options, 'no render budget', { SEARCH_RENDER_LIMIT_MAX: '100000000' }),
  ];
}
