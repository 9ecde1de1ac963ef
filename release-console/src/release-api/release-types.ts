// The release service's answers as the console reads them (docs/api/release-service.json). Fields the
// service added later are optional: the console shows them when they are there.

export const PACKAGE_NAMES = ['shell', 'marketing', 'careers', 'contact'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

export interface TokenHolder {
  name: string;
  packages: PackageName[];
}

export interface SharedModule {
  name: string;
  version: string;
  singleton: boolean;
  requiredVersion: string | null;
  /** false: the release ships no copy and takes the shell's. */
  bundled: boolean;
}

export interface Release {
  id: string;
  package: PackageName;
  createdAt: string;
  /** Who published it (a token's name); null once the log no longer holds it. */
  actor: string | null;
  version: string | null;
  commit: string | null;
  /** false: built with uncommitted changes. */
  committed: boolean | null;
  size: number;
  files: number;
  shared: SharedModule[];
}

/** What the canary analysis counts over its window, for one release. */
export interface Figures {
  visitors: number;
  failingVisitors: number;
  failingNetworks: number;
  failureRatePercent: number;
}

export interface CanaryFigures {
  canary: Figures;
  stable: Figures;
}

/** Why and how a canary was halted: by an edge's rule, or a person. */
export interface HaltFacts {
  haltedAt?: string | null;
  haltedBy?: string | null;
  rule?: string | null;
  figures?: CanaryFigures | null;
}

interface RunningCanary extends Release {
  percent: number;
  group: string | null;
  halted: boolean;
  since?: string | null;
}

export interface PackageState {
  name: PackageName;
  unreadable: string | null;
  active: Release | null;
  canary: RunningCanary | null;
  previous: Release | null;
  halted: (Release & HaltFacts)[];
}

export interface PackagesAnswer {
  version: number;
  packages: PackageState[];
}

export type ReleaseState = 'active' | 'canary' | 'previous' | 'halted' | 'idle';

export interface ReleaseRow extends Release {
  state: ReleaseState;
  percent: number | null;
}

export interface LogEntry {
  at: string;
  actor: string;
  action: 'publish' | 'activate' | 'canary' | 'rollback' | 'halt' | 'preview' | 'gc';
  package: PackageName;
  id: string | null;
  detail: string;
  expires?: string;
  rule?: string | null;
  figures?: CanaryFigures | null;
}

interface SiteRoute {
  path: string;
  package: PackageName;
  page: string;
  title: string | null;
  aliases?: string[];
}

export interface RouteTableAnswer {
  releases: Record<PackageName, string | null>;
  table: {
    routes: SiteRoute[];
    redirects: { path: string; to: string }[];
    notFound: string;
  } | null;
  problems: string[];
}

export interface Vitals {
  lcpMs: number | null;
  inpMs: number | null;
  cls: number | null;
  samples: number;
}

export interface HaltRule {
  minVisitors: number;
  minNetworks: number;
  minFailureRatePercent: number;
  stableRatio: number;
  networkSharePercent: number;
}

export type VerdictState = 'collecting' | 'healthy' | 'failing' | 'halted';

export interface HistoryPoint {
  at: string;
  canary: Figures & Vitals;
  stable: Figures & Vitals;
}

export interface CanaryHealth {
  package: PackageName;
  canary: { id: string; percent: number; since: string | null; halted: boolean };
  stable: { id: string | null };
  figures: CanaryFigures | null;
  verdict: { state: VerdictState; text: string };
  halt: { at: string; actor: string; rule: string | null; figures: CanaryFigures | null } | null;
  vitals: { canary: Vitals; stable: Vitals } | null;
  /** Each goal, canary beside stable (it informs, never halts); null when the edges count none. */
  conversions?: GoalComparison[] | null;
  history: HistoryPoint[] | null;
}

interface ConversionRate {
  visitors: number;
  converted: number;
  percent: number | null;
  low: number | null;
  high: number | null;
}

export interface GoalComparison {
  goal: 'contact-reached' | 'contact-sent' | 'job-opened' | 'application-submitted';
  canary: ConversionRate;
  stable: ConversionRate;
  difference: { points: number; low: number; high: number } | null;
  reading: 'too-few-visitors' | 'no-clear-difference' | 'canary-higher' | 'canary-lower';
  text: string;
}

export interface CanariesAnswer {
  windowSeconds: number;
  figuresFrom: 'redis' | 'edge' | null;
  /** Why the current window could not be read, when it could not. */
  figuresProblem?: string | null;
  historyFrom: 'prometheus' | null;
  /** Why Prometheus's history could not be read, when it could not. */
  historyProblem?: string | null;
  rule: HaltRule;
  canaries: CanaryHealth[];
}

/** A rollout step's figures: the canary and the stable release, as the halt rule counted them. */
interface RolloutEvent {
  at: string;
  actor: string;
  action:
    'start' | 'step' | 'approval-needed' | 'approve' | 'pause' | 'resume' | 'promote' | 'rollback' | 'abort' | 'end';
  percent: number | null;
  figures: CanaryFigures | null;
  detail: string;
}

interface RolloutStep {
  percent: number;
  minMs: number;
  minVisitors: number;
  approval: boolean;
}

export type RolloutState =
  'running' | 'awaiting-approval' | 'paused' | 'promoted' | 'rolled-back' | 'aborted' | 'ended';

export interface Rollout {
  id: string;
  releases: { name: PackageName; id: string }[];
  plan: RolloutStep[];
  step: number;
  state: RolloutState;
  stepSince: string;
  startedAt: string;
  startedBy: string;
  events: RolloutEvent[];
  /** What the service's last look saw: why it waits, when it does. */
  look: { at: string; waiting: string | null } | null;
}

export interface RolloutsAnswer {
  rollouts: Rollout[];
}

export interface WebhookDelivery {
  id: string;
  webhook: string;
  event: string;
  releases: { package: PackageName; id: string }[];
  at: string;
  state: 'retrying' | 'delivered' | 'failed';
  attempts: { at: string; status: number | null; error: string | null; ms: number }[];
}

export interface WebhookView {
  name: string;
  target: string;
  packages: PackageName[];
  format: 'json' | 'slack';
  createdAt: string;
  deliveries: WebhookDelivery[];
}
