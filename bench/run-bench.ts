// `npm run bench`: figures only (no pass or fail on time), all on loopback, every process stopped at the end.
// Its flags: bench-options.ts.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchResults } from './bench-results';
import { benchOptions } from './bench-options';
import { buildEverything } from './build-step';
import { cleanUpOnSignals, runCleanups } from './cleanup';
import { measureApiProxy } from './api-proxy';
import { measureEdgeLoad } from './edge-load';
import { measureDurability } from './durability-cost';
import { measureEdgeMemory } from './edge-memory';
import { measureFrameworkFloor } from './framework-floor';
import { measureFrontEnd } from './front-end-figures';
import { measureBesideMisbehavingModules } from './misbehaving-module-drill';
import { printResults } from './print-table';
import { measureProviderSearch } from './provider-search';
import { measureRenderCost } from './render-cost';
import { startSeededProvider } from './seeded-provider';
import { REPO_ROOT } from './repo-root';
import { measureSearchMemory } from './search-memory-drill';
import { measureSlowClients } from './slow-client-drill';
import { round } from './stats';

// BENCH_PORT moves the four edges the bench starts, so two checkouts can measure side by side.
const base = Number(process.env.BENCH_PORT ?? 8190);
const PORTS = {
  composed: base,
  single: base + 1,
  load: base + 2,
  memory: base + 3,
  slow: base + 4,
  searches: base + 5,
  apiEdge: base + 6,
  apiProxy: base + 7,
  misbehaving: base + 8,
};
const { quick, build, only, skipped, cpuProfile } = benchOptions(process.argv.slice(2));
const FRONT_END_SECTIONS = ['lighthouse', 'bytes', 'floor', 'tap'];
const wanted = (section: string) => (only === undefined ? !skipped.has(section) : only === section);
const started = Date.now();
const progress = (line: string) => console.log(`[${round((Date.now() - started) / 1000)} s] ${line}`);

async function timed<T>(durations: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const begin = Date.now();
  const result = await work();
  durations[name] = round((Date.now() - begin) / 1000, 1);
  progress(`${name} done in ${durations[name]} s`);
  return result;
}

async function main(): Promise<void> {
  cleanUpOnSignals();
  const durations: Record<string, number> = {};
  const lighthouseRuns = quick ? 1 : 3;
  const loadSeconds = quick ? 3 : 10;
  if (only === undefined && build) await timed(durations, 'build', buildEverything);

  const floor = wanted('floor') ? await timed(durations, 'floor', measureFrameworkFloor) : null;
  const frontEnd: Pick<BenchResults, 'lighthouse' | 'lcpComposedOverSingle' | 'bytes' | 'menuTap' | 'composition'> =
    FRONT_END_SECTIONS.some(wanted)
      ? await timed(durations, 'front end', () =>
          measureFrontEnd({
            composedPort: PORTS.composed,
            singlePort: PORTS.single,
            lighthouseRuns,
            withLighthouse: wanted('lighthouse'),
            withBytes: wanted('bytes'),
            withMenuTap: wanted('tap'),
            tapRuns: quick ? 1 : 3,
            progress,
          }),
        )
      : { lighthouse: [], lcpComposedOverSingle: [], bytes: null, menuTap: [], composition: [] };

  let load: BenchResults['load'] = null;
  let apiProxy: BenchResults['apiProxy'] = null;
  let memory: BenchResults['memory'] = null;
  let slowClients: BenchResults['slowClients'] = null;
  let searchMemory: BenchResults['searchMemory'] = null;
  if (['load', 'api-proxy', 'memory', 'slow', 'searches'].some(wanted)) {
    const provider = await startSeededProvider(10_000);
    try {
      if (wanted('load')) {
        const measured = await timed(durations, 'load', () =>
          measureEdgeLoad({ provider, port: PORTS.load, durationSec: loadSeconds, connections: [50, 200], progress }),
        );
        load = { jobs: provider.jobCount, ...measured };
      }
      if (wanted('api-proxy')) {
        apiProxy = await timed(durations, 'api-proxy', () =>
          measureApiProxy({
            provider,
            edgePort: PORTS.apiEdge,
            proxyPort: PORTS.apiProxy,
            durationSec: loadSeconds,
            repeats: 3,
            connections: 200,
            progress,
            edgeNodeArgs: cpuProfile
              ? ['--cpu-prof', `--cpu-prof-dir=${path.join(REPO_ROOT, 'bench', 'profiles')}`]
              : [],
          }),
        );
      }
      if (wanted('memory')) {
        memory = await timed(durations, 'memory', () =>
          measureEdgeMemory({ provider, port: PORTS.memory, uploads: 20, uploadBytes: 10_000_000 }),
        );
      }
      if (wanted('slow')) {
        slowClients = await timed(durations, 'slow clients', () =>
          measureSlowClients({
            provider,
            port: PORTS.slow,
            seconds: quick ? 20 : 60,
            slowHeaders: quick ? 200 : 1000,
            slowBodies: quick ? 200 : 1000,
          }),
        );
      }
      if (wanted('searches')) {
        searchMemory = await timed(durations, 'searches', () =>
          measureSearchMemory({ provider, port: PORTS.searches, urls: quick ? 1000 : 10_000, concurrency: 20 }),
        );
      }
    } finally {
      await provider.close();
    }
  }

  const providerSearch = wanted('provider-search')
    ? await timed(durations, 'provider search', () =>
        measureProviderSearch({ jobCounts: [10_000, 100_000], durationSec: loadSeconds, connections: 50, progress }),
      )
    : null;
  const besideMisbehaving = wanted('misbehaving')
    ? await timed(durations, 'misbehaving', () =>
        measureBesideMisbehavingModules({ port: PORTS.misbehaving, seconds: quick ? 3 : 10 }),
      )
    : null;
  const renderCost = wanted('render-cost')
    ? await timed(durations, 'render cost', () => measureRenderCost(quick ? 200 : 1000))
    : null;
  const durability = wanted('durability')
    ? await timed(durations, 'durability', () => measureDurability(quick ? 10 : 40, 500_000))
    : null;

  durations.total = round((Date.now() - started) / 1000, 1);
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version },
    options: { quick, lighthouseRuns, loadSeconds },
    durationsSec: durations,
    ...frontEnd,
    floor,
    load,
    apiProxy,
    providerSearch,
    memory,
    slowClients,
    searchMemory,
    besideMisbehaving,
    renderCost,
    durability,
  };
  // A single section does not overwrite the last full run's figures.
  const file = path.join(REPO_ROOT, 'bench', only === undefined ? 'results.json' : `results-${only}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  printResults(results);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => runCleanups());
