import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PACKAGE_NAMES, runningCanary } from 'releases/model';
import { type PointerWatcher } from 'releases/edge';
import type { CanaryWindow } from 'releases/edge';
import type { ReadinessCheck } from '../health/readiness';
import { registerCanaryWindowMetrics } from './canary-window-metrics';
import { createWebVitalsMetrics, type WebVitalsMetrics } from './web-vitals-metrics';

/** Labels of every answer: the route, and for a page, its package and how the visitor got its releases. */
type RequestLabel = 'method' | 'route' | 'status' | 'package' | 'role' | 'shell_role';

/**
 * Everything the edge counts, in one registry per edge app (tests run several apps in one process).
 * Every label takes values from a bounded set: route patterns (never raw URLs), status codes, package
 * names, release ids that exist, a few fixed reasons.
 */
export interface EdgeMetrics {
  registry: Registry;
  requests: Counter<RequestLabel>;
  requestDuration: Histogram<RequestLabel>;
  providerDuration: Histogram<'service' | 'outcome'>;
  providerFailures: Counter<'service' | 'reason'>;
  rateLimitRefusals: Counter<'route'>;
  applicationsAccepted: Counter;
  applicationsRefused: Counter<'reason'>;
  clientReports: Counter<'package' | 'release' | 'kind' | 'verified'>;
  canaryHalts: Counter<'package' | 'rule'>;
  webVitals: WebVitalsMetrics;
  /** Reads the release pointers this edge serves by at each scrape (set once the releases are followed). */
  followReleases(
    watcher: Pick<PointerWatcher, 'current' | 'source' | 'storeReachable' | 'unreadable' | 'override' | 'missing'>,
  ): void;
  /** Probes the shared services (provider, Redis) at each scrape: reported here, never in readiness. */
  probeDependencies(checks: readonly ReadinessCheck[]): void;
  /** Reads the canary analysis's window at each scrape (set once the analysis runs). */
  followCanaryWindow(window: Pick<CanaryWindow, 'status' | 'rule'>): void;
}

export function createEdgeMetrics(): EdgeMetrics {
  const registry = new Registry();
  const registers = [registry];
  let watcher: Pick<
    PointerWatcher,
    'current' | 'source' | 'storeReachable' | 'unreadable' | 'override' | 'missing'
  > | null = null;
  let dependencies: readonly ReadinessCheck[] = [];
  let canaryWindow: Pick<CanaryWindow, 'status' | 'rule'> | null = null;

  const metrics: EdgeMetrics = {
    registry,
    requests: new Counter({
      name: 'edge_http_requests_total',
      help: "Requests answered, by method, route pattern and status code; pages also by their package and whether the visitor got its stable, canary or preview release (and the shell's)",
      labelNames: ['method', 'route', 'status', 'package', 'role', 'shell_role'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'edge_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code; pages also by package and role',
      labelNames: ['method', 'route', 'status', 'package', 'role', 'shell_role'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    providerDuration: new Histogram({
      name: 'edge_provider_request_duration_seconds',
      help: 'Calls to the job-board provider, by service (jobs, email) and outcome (ok, refused, unavailable, timeout)',
      labelNames: ['service', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
      registers,
    }),
    providerFailures: new Counter({
      name: 'edge_provider_failures_total',
      help: 'Provider calls that failed (unavailable: no connection, a 5xx, a refused credential or a non-JSON answer; timeout)',
      labelNames: ['service', 'reason'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'edge_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a per-address rate limit, by route pattern',
      labelNames: ['route'],
      registers,
    }),
    applicationsAccepted: new Counter({
      name: 'edge_applications_accepted_total',
      help: 'Job applications (uploads) the provider acknowledged',
      registers,
    }),
    applicationsRefused: new Counter({
      name: 'edge_applications_refused_total',
      help: 'Job applications (uploads) refused, by reason',
      labelNames: ['reason'],
      registers,
    }),
    clientReports: new Counter({
      name: 'edge_client_reports_total',
      help: 'Failure reports from browsers (a remote that did not load, a page that threw, a shell that did not start), by package, release, kind, and whether they carried a valid token of the releases served (only those count against a canary)',
      labelNames: ['package', 'release', 'kind', 'verified'],
      registers,
    }),
    canaryHalts: new Counter({
      name: 'edge_canary_halts_total',
      help: 'Canary releases this edge halted because their visitors saw them fail, by the rule that halted them',
      labelNames: ['package', 'rule'],
      registers,
    }),
    webVitals: createWebVitalsMetrics(registers),
    followReleases: (followed) => void (watcher = followed),
    probeDependencies: (checks) => void (dependencies = checks),
    followCanaryWindow: (window) => void (canaryWindow = window),
  };

  registerCanaryWindowMetrics(registers, () => canaryWindow);

  new Gauge({
    name: 'edge_releases_missing',
    help: 'Releases the shared pointers name that this edge has not got (it could not fetch them): it serves its last set meanwhile',
    registers,
    collect() {
      this.set(watcher?.missing().length ?? 0);
    },
  });

  new Gauge({
    name: 'edge_dependency_up',
    help: 'Whether a shared service answers this edge (1) or not (0): the provider, Redis. Not part of readiness',
    labelNames: ['dependency'],
    registers,
    async collect() {
      this.reset();
      const outcomes = await Promise.all(
        dependencies.map(async ({ check }) => {
          try {
            return (await check()) === null ? 1 : 0;
          } catch {
            return 0;
          }
        }),
      );
      dependencies.forEach(({ name }, index) => this.set({ dependency: name }, outcomes[index] ?? 0));
    },
  });

  new Gauge({
    name: 'edge_release_pointers_source',
    help: 'Where the pointers this edge serves by came from: 1 for the store (Redis or RELEASES_DIR), last-good (its own disk, the store unreachable since it started) or none',
    labelNames: ['source'],
    registers,
    collect() {
      this.reset();
      if (watcher) this.set({ source: watcher.source() }, 1);
    },
  });

  new Gauge({
    name: 'edge_release_pointers_readable',
    help: 'Whether the last read of the shared release pointers succeeded (1); 0 while they cannot be read (Redis down, a broken pointers/current link) and the edge serves the last set it had',
    registers,
    collect() {
      this.set(watcher?.storeReachable() ? 1 : 0);
    },
  });

  new Gauge({
    name: 'edge_release_pointer_unreadable',
    help: 'Packages whose shared pointer is damaged, missing, or lost its active release (1): the edge serves the last good one for them',
    labelNames: ['package'],
    registers,
    collect() {
      this.reset();
      const damaged = watcher?.unreadable() ?? [];
      for (const name of PACKAGE_NAMES) this.set({ package: name }, damaged.includes(name) ? 1 : 0);
    },
  });

  new Gauge({
    name: 'edge_release_override',
    help: 'Packages under the emergency override on this edge (1), by rule (halt, pin)',
    labelNames: ['package', 'rule'],
    registers,
    collect() {
      this.reset();
      const override = watcher?.override() ?? {};
      for (const name of PACKAGE_NAMES) {
        const rule = override[name];
        if (rule) this.set({ package: name, rule: 'pin' in rule ? 'pin' : 'halt' }, 1);
      }
    },
  });

  new Gauge({
    name: 'edge_release_info',
    help: 'The releases this edge serves: 1 for each package and release, by role (active, canary); a halted canary is not served',
    labelNames: ['package', 'release', 'role'],
    registers,
    collect() {
      this.reset();
      if (!watcher) return;
      const current = watcher.current();
      for (const name of PACKAGE_NAMES) {
        const { active } = current[name];
        const canary = runningCanary(current[name]);
        if (active) this.set({ package: name, release: active, role: 'active' }, 1);
        if (canary) this.set({ package: name, release: canary.id, role: 'canary' }, 1);
      }
    },
  });

  new Gauge({
    name: 'edge_canary_percent',
    help: 'The share of visitors each running canary is served to',
    labelNames: ['package', 'release'],
    registers,
    collect() {
      this.reset();
      if (!watcher) return;
      const current = watcher.current();
      for (const name of PACKAGE_NAMES) {
        const canary = runningCanary(current[name]);
        if (canary) this.set({ package: name, release: canary.id }, canary.percent);
      }
    },
  });

  return metrics;
}
