import { CONVERSION_GOALS } from 'shared-config/conversion-reports';
import { Type } from '@sinclair/typebox';
import { FIGURES, HALT_RULE_NAME, SIDES_FIGURES, VITALS } from '../../../model/canary/canary-figures';
import { PACKAGE_NAME } from '../../../model/packages/package-names';
import { nullable } from './release-schemas';

const ISO_TIME = Type.String({ description: 'an ISO 8601 time' });

/** A halt as the log recorded it, where the release service shows a halted release. */
export const HALT_FIELDS = {
  haltedAt: nullable(Type.String({ description: 'when it was halted (null: the log no longer holds it)' })),
  haltedBy: nullable(Type.String({ description: 'who halted it: `edge`, or the token name of a person' })),
  rule: nullable(HALT_RULE_NAME),
  figures: nullable(SIDES_FIGURES),
};

const POINT_SIDE = Type.Composite([FIGURES, VITALS]);

const RATE = Type.Object({
  visitors: Type.Integer({ description: 'distinct visitors served the release over the window' }),
  converted: Type.Integer({ description: 'of them, those who reached the goal' }),
  percent: nullable(Type.Number()),
  low: nullable(Type.Number({ description: "the 95 % interval's low end, in percent (Wilson)" })),
  high: nullable(Type.Number()),
});

const GOAL_COMPARISON = Type.Object({
  goal: Type.Union(CONVERSION_GOALS.map((goal) => Type.Literal(goal))),
  canary: RATE,
  stable: RATE,
  difference: nullable(
    Type.Object({
      points: Type.Number({ description: 'canary − stable, in percentage points' }),
      low: Type.Number({ description: "its 95 % interval (Newcombe's hybrid score)" }),
      high: Type.Number(),
    }),
  ),
  reading: Type.Union([
    Type.Literal('too-few-visitors'),
    Type.Literal('no-clear-difference'),
    Type.Literal('canary-higher'),
    Type.Literal('canary-lower'),
  ]),
  text: Type.String(),
});

const CANARY_VIEW = Type.Object({
  package: PACKAGE_NAME,
  canary: Type.Object({
    id: Type.String(),
    percent: Type.Number(),
    since: nullable(
      Type.String({ description: 'when the canary started, from the log (null: the log no longer holds it)' }),
    ),
    halted: Type.Boolean(),
  }),
  stable: Type.Object({ id: Type.String() }),
  figures: Type.Union([SIDES_FIGURES, Type.Null()], {
    description: 'the current window, as the halt rule counts it; null: none available',
  }),
  verdict: Type.Object({
    state: Type.Union(
      ['collecting', 'healthy', 'failing', 'halted'].map((state) => Type.Literal(state)),
      {
        description:
          'collecting: fewer visitors than the sample, or failures above the floor not yet from the sample; healthy: the sample reached, not above the rule; failing: above the rule (the edges halt it at their next check); halted: halted, by an edge or a person',
      },
    ),
    text: Type.String({ description: 'where the halt rule stands, with the figures, in one sentence' }),
  }),
  halt: nullable(
    Type.Object({
      at: ISO_TIME,
      actor: Type.String({ description: '`edge`, or the token name of whoever halted it' }),
      rule: nullable(HALT_RULE_NAME),
      figures: nullable(SIDES_FIGURES),
    }),
  ),
  vitals: Type.Union([Type.Object({ canary: VITALS, stable: VITALS }), Type.Null()], {
    description: 'p75 of the real-user reports over the window; null: none available',
  }),
  conversions: Type.Union([Type.Array(GOAL_COMPARISON), Type.Null()], {
    description:
      'each goal, canary beside stable: the share of visitors served who reached it with a 95 % interval, and the difference; it informs, never halts (null: the edges count none)',
  }),
  history: Type.Union(
    [Type.Array(Type.Object({ at: ISO_TIME, canary: POINT_SIDE, stable: POINT_SIDE })), Type.Null()],
    {
      description: 'since the canary started, from Prometheus (null: no PROMETHEUS_URL, or it did not answer)',
    },
  ),
});

/** `GET /api/canaries`: how each canary is doing, canary beside stable, now and since it started. */
export const CANARIES = Type.Object({
  windowSeconds: Type.Integer({ description: 'the window the edges count every figure over (CANARY_HALT_WINDOW_MS)' }),
  figuresFrom: Type.Union([Type.Literal('redis'), Type.Literal('edge'), Type.Null()], {
    description:
      'where the current window came from: Redis, which every edge shares, or the edge at EDGE_STATUS_URL; null: neither could be read',
  }),
  figuresProblem: nullable(Type.String({ description: 'why no current window could be read (null: it was)' })),
  historyFrom: Type.Union([Type.Literal('prometheus'), Type.Null()], {
    description: 'null: PROMETHEUS_URL is unset, so there is no history',
  }),
  historyProblem: nullable(
    Type.String({ description: 'why Prometheus gave no history (null: it did, or none is set)' }),
  ),
  rule: Type.Object(
    {
      minVisitors: Type.Number(),
      minNetworks: Type.Number(),
      minFailureRatePercent: Type.Number(),
      stableRatio: Type.Number(),
      networkSharePercent: Type.Number(),
    },
    { description: "the halt rule's thresholds, as the edges read them (CANARY_HALT_*)" },
  ),
  canaries: Type.Array(CANARY_VIEW, { description: 'one per package with a running or halted canary' }),
});
