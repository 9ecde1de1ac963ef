import { Gauge, type Registry } from 'prom-client';
import { type Figures } from 'releases/model';
import { judgeCanary } from 'releases/edge';
import type { CanaryWindow } from 'releases/edge';

type Role = 'canary' | 'stable';
type Row = { package: string; release: string; role: Role; figures: Figures };

// One read of the window serves the three gauges of a scrape.
const READ_REUSED_MS = 1000;

/**
 * The canary analysis's window as gauges, per running canary and the stable release of its package:
 * the figures the halt rule weighs (after the network cap), read at each scrape, so Prometheus keeps
 * their history. With Redis they are every edge's together, the same on each edge (take the max
 * across edges, never the sum); without, this edge's own.
 */
export function registerCanaryWindowMetrics(
  registers: Registry[],
  source: () => Pick<CanaryWindow, 'status' | 'rule'> | null,
): void {
  let last: { at: number; rows: Promise<Row[]> } | null = null;

  async function readRows(window: Pick<CanaryWindow, 'status' | 'rule'>): Promise<Row[]> {
    const status = await window.status();
    return status.packages
      .filter((entry) => !entry.halted)
      .flatMap((entry) => {
        const { figures } = judgeCanary(entry.canary.figures, entry.stable.figures, window.rule);
        return [
          { package: entry.package, release: entry.canary.id, role: 'canary' as const, figures: figures.canary },
          { package: entry.package, release: entry.stable.id, role: 'stable' as const, figures: figures.stable },
        ];
      });
  }

  const rows = (): Promise<Row[]> => {
    const window = source();
    if (!window) return Promise.resolve([]);
    if (!last || Date.now() - last.at > READ_REUSED_MS) {
      // A window that cannot be read (Redis down with nothing kept here) shows no canary rather than failing the scrape.
      last = { at: Date.now(), rows: readRows(window).catch(() => []) };
    }
    return last.rows;
  };

  const gauge = (name: string, help: string, value: (figures: Figures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['package', 'release', 'role'],
      registers,
      async collect() {
        this.reset();
        for (const row of await rows()) {
          this.set({ package: row.package, release: row.release, role: row.role }, value(row.figures));
        }
      },
    });

  const per = "over the canary analysis's window, by package, release and role (canary, stable), after the network cap";
  gauge('edge_canary_window_visitors', `Distinct visitors served ${per}`, (figures) => figures.visitors);
  gauge(
    'edge_canary_window_failing_visitors',
    `Distinct visitors who saw the release fail ${per}`,
    (figures) => figures.failingVisitors,
  );
  gauge(
    'edge_canary_window_failing_networks',
    `Networks those failures came from ${per}`,
    (figures) => figures.failingNetworks,
  );
}
