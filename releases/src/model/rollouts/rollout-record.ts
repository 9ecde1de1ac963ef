// A rollout as the store keeps it: its releases (one, or a release set rolled out as one), its plan,
// where it stands, and every step it took with the figures it took it on, for the console's timeline.
import { Type, type Static } from '@sinclair/typebox';
import type { PackageName } from '../packages/package-names';
import { PACKAGE_NAME } from '../packages/package-schema';
import { RELEASE_ID } from '../releases/release-id';

const FIGURES = Type.Object({
  visitors: Type.Integer({ minimum: 0 }),
  failingVisitors: Type.Integer({ minimum: 0 }),
  failingNetworks: Type.Integer({ minimum: 0 }),
  failureRatePercent: Type.Number({ minimum: 0 }),
});

/** Both sides of the canary analysis when a step was taken, as the halt rule counted them. */
const SIDES = Type.Object({ canary: FIGURES, stable: FIGURES });
export type StepFigures = Static<typeof SIDES>;

const ROLLOUT_ACTIONS = [
  'start',
  'step',
  'approval-needed',
  'approve',
  'pause',
  'resume',
  'promote',
  'rollback',
  'abort',
  'end',
] as const;
export type RolloutAction = (typeof ROLLOUT_ACTIONS)[number];

const EVENT = Type.Object({
  at: Type.String(),
  /** `rollout` for what the service did by itself, else the token (or the edge) that did it. */
  actor: Type.String(),
  action: Type.Union(ROLLOUT_ACTIONS.map((action) => Type.Literal(action))),
  /** The share of visitors the canary had after it; null once the rollout ended without promoting. */
  percent: Type.Union([Type.Number(), Type.Null()]),
  /** The figures it was taken on, when the canary analysis could be read. */
  figures: Type.Union([SIDES, Type.Null()]),
  detail: Type.String(),
});
export type RolloutEvent = Static<typeof EVENT>;

const ROLLOUT_STATES = [
  'running',
  'awaiting-approval',
  'paused',
  'promoted',
  'rolled-back',
  'aborted',
  'ended',
] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];

/** The states in which the service still looks after the rollout. */
export const isUnderWay = (state: RolloutState) =>
  state === 'running' || state === 'awaiting-approval' || state === 'paused';

export const ROLLOUT = Type.Object({
  id: Type.String({ pattern: '^ro_[A-Za-z0-9_-]{12}$' }),
  releases: Type.Array(Type.Object({ name: PACKAGE_NAME, id: RELEASE_ID }), { minItems: 1 }),
  plan: Type.Array(
    Type.Object({
      percent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
      minMs: Type.Integer({ minimum: 0 }),
      minVisitors: Type.Integer({ minimum: 0 }),
      approval: Type.Boolean(),
    }),
    { minItems: 2 },
  ),
  /** The step the canary is at (an index into `plan`). */
  step: Type.Integer({ minimum: 0 }),
  state: Type.Union(ROLLOUT_STATES.map((state) => Type.Literal(state))),
  /** When the current step began, or was resumed: its minimum time counts from here. */
  stepSince: Type.String(),
  startedAt: Type.String(),
  startedBy: Type.String(),
  /**
   * What the start allowed (--force, --allow-uncommitted), which every step allows again; `force` only
   * over the problems of `forceWithin`'s packages, the starting token's (unset: every package).
   */
  overrides: Type.Object({
    force: Type.Boolean(),
    allowUncommitted: Type.Boolean(),
    forceWithin: Type.Optional(Type.Array(PACKAGE_NAME)),
  }),
  /** Counted up by every change: a change is written only over the version it was worked out from. */
  version: Type.Integer({ minimum: 1 }),
  events: Type.Array(EVENT),
});
export type Rollout = Static<typeof ROLLOUT>;

/** The rollout's releases as the change functions take them. */
export const targetsOf = (rollout: Pick<Rollout, 'releases'>): { name: PackageName; id: string }[] =>
  rollout.releases.map(({ name, id }) => ({ name, id }));

/** `marketing 2026…` or `marketing 2026…, contact 2026…`. */
export const releasesInWords = (rollout: Pick<Rollout, 'releases'>) =>
  rollout.releases.map(({ name, id }) => `${name} ${id}`).join(', ');
