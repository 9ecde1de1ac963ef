import type { Redis } from 'ioredis';
import type { CanaryHaltRule } from '../../edge/canary-window/halt-rule';

/** Where the release service reads how canaries are doing, and the rule it weighs them by. */
export interface CanarySources {
  /** The halt rule as the edges read it (the same CANARY_HALT_* variables). */
  rule: CanaryHaltRule;
  /** Redis, through which every edge shares its window (REDIS_URL); null without. */
  redis: Redis | null;
  /** An edge's window on its metrics port (EDGE_STATUS_URL), read without Redis; null: none. */
  edgeStatusUrl: string | null;
  /** Prometheus, which scrapes the edges and keeps each canary's history (PROMETHEUS_URL); null: none. */
  prometheusUrl: string | null;
}
