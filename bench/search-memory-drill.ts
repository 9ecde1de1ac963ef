import {
  EDGE_NODE_OPTIONS,
  samplePeak,
  sendUniqueSearches,
  totalKb,
  treePss,
  type TreeMemory,
} from 'e2e/drill-support';
import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import { toMb } from './process-stats';
import type { SeededProvider } from './seeded-provider';
import { median, round } from './stats';

export interface SearchMemoryRun {
  /** Where the searches came from: one address (its render budget in place), or many (each under its own). */
  addresses: string;
  urls: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** Pages that arrived with their server-rendered list. */
  rendered: number;
  /** Render processes alive when idle (the warmed pool). */
  renderProcesses: number;
  /** PSS (MB) of the edge and of its render processes together: idle, at the peak, 10 s after. */
  idleMb: number;
  peakMb: number;
  afterMb: number;
  peakAboveIdleMb: number;
  /** The same, the edge alone and the pool alone, at the peak of the total. */
  idleEdgeMb: number;
  idlePoolMb: number;
  peakEdgeMb: number;
  peakPoolMb: number;
}

export interface SearchMemoryOptions {
  provider: SeededProvider;
  port: number;
  urls: number;
  concurrency: number;
}

const SAMPLE_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleMemory(pid: number): Promise<TreeMemory> {
  const samples: TreeMemory[] = [];
  for (let index = 0; index < 10; index += 1) {
    samples.push(treePss(pid));
    await sleep(SAMPLE_MS);
  }
  const middle = median(samples.map(totalKb));
  return samples.find((sample) => totalKb(sample) === middle) ?? (samples[0] as TreeMemory);
}

async function runOnce(options: SearchMemoryOptions, addresses: 'one' | 'many') {
  const { provider } = options;
  const edge = await startEdgeProcess({
    purpose: 'figures',
    ...REPORTS_CPU,
    label: 'searches',
    port: options.port,
    env: {
      PROVIDER_URL: provider.url,
      PROVIDER_TOKEN: provider.token,
      // The heap ceiling deploy/edge.env.example gives a production edge.
      NODE_OPTIONS: EDGE_NODE_OPTIONS,
      ...(addresses === 'many' ? { TRUST_PROXY: 'loopback' } : {}),
    },
  });
  try {
    // Warm: the careers module, the composer, the job cache and the render pool, as on a site that has had visitors.
    for (const path of ['/', '/career', '/career?q=engineer', '/career?q=cloud', '/career?q=data'])
      await (await fetch(`${edge.url}${path}`)).text();
    await sleep(3000);
    const idle = await idleMemory(edge.pid);
    const sampling = samplePeak(edge.pid, SAMPLE_MS);
    const sent = await sendUniqueSearches(
      edge.url,
      options.urls,
      options.concurrency,
      addresses === 'many' ? 'many addresses' : 'one address',
    );
    await sleep(10_000);
    const peak = sampling.stop();
    const after = treePss(edge.pid);
    return {
      addresses: addresses === 'one' ? 'one address (default render budget)' : 'many addresses (X-Forwarded-For)',
      urls: options.urls,
      perSecond: round(options.urls / sent.seconds),
      statuses: sent.statuses,
      rendered: sent.rendered,
      renderProcesses: idle.children,
      idleMb: toMb(totalKb(idle)),
      peakMb: toMb(totalKb(peak)),
      afterMb: toMb(totalKb(after)),
      peakAboveIdleMb: toMb(totalKb(peak) - totalKb(idle)),
      idleEdgeMb: toMb(idle.ownKb),
      idlePoolMb: toMb(idle.childrenKb),
      peakEdgeMb: toMb(peak.ownKb),
      peakPoolMb: toMb(peak.childrenKb),
    };
  } finally {
    await edge.stop();
  }
}

/**
 * The memory of the edge and its render processes together (PSS, so pages they share count once)
 * while `urls` unique `/career?q=` searches arrive: from one address, which the per-address budget of
 * new-search renders holds, and from a different address each (behind a proxy the edge trusts), so
 * every search is rendered and only the global bounds (the render pool's size, queue and memory, the
 * caches' byte budgets) hold memory.
 */
export async function measureSearchMemory(options: SearchMemoryOptions): Promise<SearchMemoryRun[]> {
  return [await runOnce(options, 'one'), await runOnce(options, 'many')];
}
