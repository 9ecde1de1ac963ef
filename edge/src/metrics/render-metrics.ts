import { Counter, Gauge, type Registry } from 'prom-client';

/** What the edge counts of the server modules it runs (careers' pages), on the edge's registry. */
export interface RenderMetrics {
  /** Renders a release's module failed, by package, release and reason (load, error, timeout, crash, memory, output). */
  failures: Counter<'package' | 'release' | 'reason'>;
  /** Renders not attempted or not waited for (paused, busy, slow, unavailable): the sandbox's state, no release's fault. */
  skipped: Counter<'package' | 'reason'>;
  /** Render processes the watchdog replaced, by reason (stopped, idle-cpu). */
  replaced: Counter<'reason'>;
  /** What releases' modules did besides answering (signal, connection, left-running), by package and release. */
  conduct: Counter<'package' | 'release' | 'kind'>;
}

export function createRenderMetrics(registry: Registry, residentBytes: () => number): RenderMetrics {
  const registers = [registry];
  new Gauge({
    name: 'edge_render_pool_resident_bytes',
    help: 'Resident memory of the render processes running server modules, together',
    registers,
    collect() {
      this.set(residentBytes());
    },
  });
  return {
    failures: new Counter({
      name: 'edge_server_render_failures_total',
      help: "Server renders a release's module failed (the visitor got the page without it), by package, release and reason",
      labelNames: ['package', 'release', 'reason'],
      registers,
    }),
    skipped: new Counter({
      name: 'edge_server_renders_skipped_total',
      help: 'Server renders not attempted or given up waiting for, by package and reason (paused, busy, slow, unavailable)',
      labelNames: ['package', 'reason'],
      registers,
    }),
    replaced: new Counter({
      name: 'edge_render_processes_replaced_total',
      help: 'Render processes replaced because they were found stopped or used CPU while rendering nothing, by reason',
      labelNames: ['reason'],
      registers,
    }),
    conduct: new Counter({
      name: 'edge_server_module_conduct_total',
      help: "Renders in which a release's module signalled another process, opened a connection or left work running, by package, release and kind",
      labelNames: ['package', 'release', 'kind'],
      registers,
    }),
  };
}
