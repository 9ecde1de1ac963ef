import type { BenchResults } from './bench-results';
import type { KindBytes } from './asset-recorder';

type Cell = string | number | null;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const show = (value: Cell) => (value === null ? '-' : String(value));

/** A plain-text table: numbers right-aligned, text left-aligned. */
function table(headers: string[], rows: Cell[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(show))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = headers.map((_, column) => rows.every((row) => typeof row[column] !== 'string'));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n');
}

function printLighthouse(results: BenchResults): void {
  if (results.lighthouse.length === 0) return;
  console.log(`\nLighthouse 12.8 (median of ${results.options.lighthouseRuns} runs; LCP and TBT in ms)`);
  const rows = results.lighthouse.flatMap(({ build, formFactor, routes }) =>
    routes.map(({ route, median: m }): Cell[] => [
      build,
      formFactor,
      route,
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      m.lcpMs,
      m.cls,
      m.tbtMs,
    ]),
  );
  console.log(table(['build', 'preset', 'route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT'], rows));
  const lcp = results.lcpComposedOverSingle.map(({ route, ratio }) => `${route} ${show(ratio)}`).join(', ');
  console.log(`LCP (mobile) composed/single: ${lcp}`);
}

function printComposition(results: BenchResults): void {
  if (results.composition.length === 0) return;
  console.log(
    '\nComposed beside the single bundle, mobile, per route (Lighthouse TBT, performance and LCP; the menu tap: from load until a tap on the menu button is handled, 4× slower CPU)',
  );
  const rows = results.composition.map(({ route, tbtMs, performance, lcpMs, menuTapMs }): Cell[] => [
    route,
    tbtMs.composed,
    tbtMs.single,
    tbtMs.ratio,
    performance.composed,
    performance.single,
    lcpMs.composed,
    lcpMs.single,
    menuTapMs.composed,
    menuTapMs.single,
    menuTapMs.ratio,
  ]);
  console.log(
    table(['route', 'TBT c', 'TBT s', 'c/s', 'perf c', 'perf s', 'LCP c', 'LCP s', 'tap c', 'tap s', 'c/s'], rows),
  );
}

function printBytes(results: BenchResults): void {
  if (!results.bytes) return;
  const { composed, single, comparisons } = results.bytes;
  console.log('\nJavaScript, CSS and HTML per visit (KiB; decoded, and gzip -9)');
  const part = (bytes: KindBytes): Cell[] => [bytes.files, kb(bytes.raw), kb(bytes.gzip)];
  const rows = comparisons.flatMap(({ scenario, composedOverSingle, composedJsOverSingle }) =>
    (['composed', 'single'] as const).flatMap((build) => {
      const entry = (build === 'composed' ? composed : single).find((other) => other.scenario === scenario);
      if (!entry) return [];
      const { js, css, html } = entry.bytes;
      const total = js.gzip + css.gzip + html.gzip;
      return [
        [
          scenario,
          build,
          ...part(js),
          ...part(css),
          kb(html.gzip),
          kb(total),
          build === 'composed' ? composedJsOverSingle : null,
          build === 'composed' ? composedOverSingle : null,
        ],
      ];
    }),
  );
  const headers = [
    'visit',
    'build',
    'js files',
    'js',
    'js gz',
    'css files',
    'css',
    'css gz',
    'HTML gz',
    'total gz',
    'composed/single js',
    'composed/single total',
  ];
  console.log(table(headers, rows));
  if (results.floor) {
    console.log(
      `Floor (React + React DOM + React Router): ${kb(results.floor.raw)} KiB, ${kb(results.floor.gzip)} KiB gzipped (${results.floor.method})`,
    );
  }
}

function printLoad(results: BenchResults): void {
  if (!results.load) return;
  console.log(
    `\nEdge under load (hey, ${results.options.loadSeconds} s per row, ${results.load.jobs} generated jobs + demo jobs)`,
  );
  const rows = results.load.runs.map((run): Cell[] => [
    run.target,
    run.endpoint,
    run.connections,
    run.requestsPerSec,
    run.p50Ms,
    run.p99Ms,
    run.errors,
    run.non2xx,
  ]);
  console.log(table(['target', 'request', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'], rows));
  const ratios = results.load.comparisons.map((entry): Cell[] => [
    entry.edgeTarget,
    entry.endpoint,
    entry.connections,
    entry.edgeOverProvider,
  ]);
  console.log(table(['edge', 'request', 'connections', 'req/s edge/provider'], ratios));
}

function printApiProxy(results: BenchResults): void {
  const figures = results.apiProxy;
  if (!figures) return;
  console.log(
    `\nUncached API path (${figures.connections} connections, ${figures.durationSec} s runs, median of ${figures.repeats}; ` +
      `${figures.jobs} generated jobs; edge with JOBS_CACHE_TTL_MS=0)`,
  );
  const rows = figures.figures.map((entry): Cell[] => [
    entry.target,
    entry.endpoint,
    entry.requestsPerSec,
    entry.p99Ms,
    entry.cpuMicrosPerRequest,
    entry.errors,
    entry.non2xx,
  ]);
  console.log(table(['target', 'request', 'req/s', 'p99 ms', 'CPU µs/request', 'errors', 'non-2xx'], rows));
  const ratios = figures.ratios.map((entry): Cell[] => [
    entry.endpoint,
    entry.cpuEdgeOverProxy,
    entry.p99EdgeOverProvider,
    entry.throughputEdgeOverProxy,
  ]);
  console.log(
    table(
      ['request', 'CPU/request edge/proxy (<= 1.25)', 'p99 edge/provider (<= 2)', 'req/s edge/proxy (>= 0.8)'],
      ratios,
    ),
  );
}

function printProviderSearch(results: BenchResults): void {
  if (!results.providerSearch) return;
  console.log(
    `\nProvider job list with a title search (hey, 50 connections, ${results.options.loadSeconds} s per row)`,
  );
  const rows = results.providerSearch.map((run): Cell[] => [
    run.jobs,
    run.query,
    run.requestsPerSec,
    run.p50Ms,
    run.p99Ms,
    run.errors,
    run.non2xx,
  ]);
  console.log(table(['jobs', 'query', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'], rows));
}

function printMemory(results: BenchResults): void {
  const memory = results.memory;
  if (!memory) return;
  console.log(
    `\nEdge memory: ${memory.uploads} uploads of ${memory.uploadMb} MB at once (${memory.accepted} accepted, ${memory.seconds} s)`,
  );
  console.log(
    table(
      ['idle RSS MB', 'peak RSS MB', 'VmHWM MB', 'above idle MB'],
      [[memory.idleRssMb, memory.peakRssMb, memory.peakHwmMb, memory.aboveIdleMb]],
    ),
  );
}

function printSlowClients(results: BenchResults): void {
  const drill = results.slowClients;
  if (!drill) return;
  const { attack } = drill;
  console.log(
    `\nSlow clients: ${drill.slowHeaders} slow-header and ${drill.slowBodies} slow-body connections for ${drill.seconds} s ` +
      `(ulimit -n ${show(drill.openFileLimit)}; edge peak ${drill.edgePeakOpenFiles} open files, ${drill.edgePeakRssMb} MB)`,
  );
  console.log(
    `Attack: ${attack.opened} connections opened (peak ${attack.peakOpen} at once), closed by the edge: ` +
      `${attack.closedByEdge.headers} slow-header after ${show(attack.medianLifetimeMs.headers)} ms, ` +
      `${attack.closedByEdge.body} slow-body after ${show(attack.medianLifetimeMs.body)} ms (median); answers ${JSON.stringify(attack.answers)}`,
  );
  const rows = drill.visitor.map((step): Cell[] => [
    step.step,
    step.requests,
    step.failed === 0 ? 0 : `${step.failed} ${JSON.stringify(step.failures)}`,
    step.p50Ms,
    step.p99Ms,
  ]);
  console.log(table(['visitor meanwhile', 'requests', 'failed', 'p50 ms', 'p99 ms'], rows));
  console.log(
    `Visitor p99 over every request: ${drill.visitorP99Ms} ms; a ${drill.upload.mb} MB application at 1 MB/s: ` +
      `${show(drill.upload.status)} in ${drill.upload.seconds} s`,
  );
}

function printSearchMemory(results: BenchResults): void {
  if (!results.searchMemory) return;
  console.log('\nEdge and render processes under unique /career?q= searches (20 at a time; PSS, MB; after: 10 s idle)');
  const rows = results.searchMemory.map((run): Cell[] => [
    run.addresses,
    run.urls,
    run.perSecond,
    run.rendered,
    `${run.idleMb} (${run.idleEdgeMb} + ${run.idlePoolMb} in ${run.renderProcesses})`,
    `${run.peakMb} (${run.peakEdgeMb} + ${run.peakPoolMb})`,
    run.afterMb,
    run.peakAboveIdleMb,
  ]);
  console.log(
    table(
      ['searches from', 'URLs', 'req/s', 'with list', 'idle (edge + pool)', 'peak', 'after', 'peak above idle'],
      rows,
    ),
  );
}

function printBesideMisbehaving(results: BenchResults): void {
  if (!results.besideMisbehaving) return;
  console.log("\nA visitor's GET / while careers pages are rendered by a misbehaving server module (previewed; ms)");
  const rows = results.besideMisbehaving.map((row): Cell[] => [
    row.module,
    row.requests,
    row.failed,
    row.p50Ms,
    row.p99Ms,
    row.maxMs,
  ]);
  console.log(table(['server module', 'requests', 'failed', 'p50', 'p99', 'max'], rows));
}

function printRenderCost(results: BenchResults): void {
  if (!results.renderCost) return;
  console.log('\nA careers render, one at a time on a warmed module (ms; CPU: this process per render)');
  const rows = results.renderCost.map((row): Cell[] => [
    row.page,
    row.renders,
    `${row.inProcessP50Ms} / ${row.inProcessP99Ms}`,
    `${row.sandboxP50Ms} / ${row.sandboxP99Ms}`,
    `${row.addedP50Ms} / ${row.addedP99Ms}`,
    `${row.inProcessCpuMs} / ${row.sandboxParentCpuMs}`,
  ]);
  console.log(
    table(
      [
        'page',
        'renders',
        'in process p50 / p99',
        'render process p50 / p99',
        'added p50 / p99',
        'CPU in process / parent',
      ],
      rows,
    ),
  );
}

function printDurability(results: BenchResults): void {
  const figures = results.durability;
  if (!figures) return;
  console.log(
    `\nDurable acknowledgements (${figures.applications} applications, ${figures.files} file(s) of ${figures.fileKb} KiB, median ms)`,
  );
  console.log(
    table(
      ['durable', 'commit at NORMAL', 'file fsync', 'folder fsync', 'added per application', 'share'],
      [
        [
          figures.durableMs,
          figures.normalCommitMs,
          figures.fileSyncMs,
          figures.folderSyncMs,
          figures.addedMs,
          figures.addedShare,
        ],
      ],
    ),
  );
}

export function printResults(results: BenchResults): void {
  const { cpus, memoryGb, node } = results.machine;
  console.log(
    `\nMeasured ${results.measuredAt} on ${cpus} cores, ${memoryGb} GB, Node ${node}${results.options.quick ? ' (quick run)' : ''}`,
  );
  printLighthouse(results);
  printComposition(results);
  printBytes(results);
  printLoad(results);
  printApiProxy(results);
  printProviderSearch(results);
  printMemory(results);
  printSlowClients(results);
  printSearchMemory(results);
  printBesideMisbehaving(results);
  printRenderCost(results);
  printDurability(results);
  const durations = Object.entries(results.durationsSec).map(([name, seconds]) => `${name} ${seconds} s`);
  console.log(`\nTime taken: ${durations.join(', ')}`);
}
