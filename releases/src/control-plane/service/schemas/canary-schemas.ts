import { CloneType, Type } from '@sinclair/typebox';
import { CONVERSION_GOALS } from 'shared-config/conversion-reports';
import { schemaRef } from 'shared-config/server-schemas';
import { FIGURES, HALT_RULE_NAME, VITALS } from '../../../model/canary/canary-figures';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';
import { nullable } from './release-schemas';

const ISO_TIME = Type.String({ description: 'an ISO 8601 time' });

/** One release's figures over the window, as the model counts them (canary-figures.ts), named for the API. */
export const FIGURES_SCHEMA = CloneType(FIGURES, { $id: 'Figures' });

/** Both sides the halt rule compares: the canary and the stable release of its package. */
export const CANARY_FIGURES = Type.Object(
  { canary: schemaRef(FIGURES_SCHEMA), stable: schemaRef(FIGURES_SCHEMA) },
  { $id: 'CanaryFigures' },
);

/** The p75 of one release's Core Web Vitals over the window (canary-figures.ts), named for the API. */
export const VITALS_SCHEMA = CloneType(VITALS, { $id: 'Vitals' });

/** A halt as the log recorded it, where the release service shows a halted release. */
export const HALT_FIELDS = {
  haltedAt: nullable(Type.String({ description: 'when it was halted (null: the log no longer holds it)' })),
  haltedBy: nullable(Type.String({ description: 'who halted it: `edge`, or the token name of a person' })),
  rule: nullable(HALT_RULE_NAME),
  figures: nullable(schemaRef(CANARY_FIGURES)),
};

/** Those facts alone, for a client showing a halted release. */
export const HALT_FACTS = Type.Object(HALT_FIELDS, { $id: 'HaltFacts' });

const POINT_SIDE = Type.Composite([FIGURES, VITALS]);

/** What the edges reported of one release over the window, before the halt rule's cap of a network's share. */
export const REPORTED = Type.Object(
  {
    visitors: Type.Integer({ minimum: 0, description: 'distinct visitors served, as reported' }),
    failingVisitors: Type.Integer({ minimum: 0, description: 'distinct visitors who saw it fail, as reported' }),
    networks: Type.Integer({ minimum: 0, description: 'the networks (IPv4 /24, IPv6 /48) it was served to' }),
  },
  { $id: 'ReportedFigures' },
);

export const VERDICT_STATE = Type.Union(
  ['collecting', 'healthy', 'failing', 'halted'].map((state) => Type.Literal(state)),
  {
    $id: 'VerdictState',
    description:
      'collecting: fewer visitors than the sample, or failures above the floor not yet from the sample; healthy: the sample reached, not above the rule; failing: above the rule (the edges halt it at their next check); halted: halted, by an edge or a person',
  },
);

export const HISTORY_POINT = Type.Object(
  { at: ISO_TIME, canary: POINT_SIDE, stable: POINT_SIDE },
  { $id: 'HistoryPoint' },
);

export const HALT_RULE = Type.Object(
  {
    minVisitors: Type.Number(),
    minNetworks: Type.Number(),
    minFailureRatePercent: Type.Number(),
    stableRatio: Type.Number(),
    networkSharePercent: Type.Number(),
  },
  { $id: 'HaltRule', description: "the halt rule's thresholds, as the edges read them (CANARY_HALT_*)" },
);

/** One release's share of visitors who reached a goal over the window, with its 95 % interval. */
export const CONVERSION_RATE = Type.Object(
  {
    visitors: Type.Integer({ description: 'distinct visitors served the release over the window' }),
    converted: Type.Integer({ description: 'of them, those who reached the goal' }),
    percent: nullable(Type.Number({ description: 'converted / visitors, in percent (null: no visitors)' })),
    low: nullable(Type.Number({ description: "the 95 % interval's low end, in percent (Wilson)" })),
    high: nullable(Type.Number({ description: "the 95 % interval's high end, in percent" })),
  },
  { $id: 'ConversionRate' },
);

/** One goal, canary beside stable: whether the canary wins visitors (it informs, never halts). */
export const GOAL_COMPARISON = Type.Object(
  {
    goal: Type.Union(
      CONVERSION_GOALS.map((goal) => Type.Literal(goal)),
      { description: 'the goal: reached /contact, sent the contact form, opened a job, submitted an application' },
    ),
    canary: schemaRef(CONVERSION_RATE),
    stable: schemaRef(CONVERSION_RATE),
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
    text: Type.String({ description: 'what the sample says, in one sentence' }),
  },
  { $id: 'GoalComparison' },
);

export const CANARY_HEALTH = Type.Object(
  {
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
    figures: Type.Union([schemaRef(CANARY_FIGURES), Type.Null()], {
      description: 'the current window, as the halt rule counts it; null: none available',
    }),
    reported: Type.Union([Type.Object({ canary: schemaRef(REPORTED), stable: schemaRef(REPORTED) }), Type.Null()], {
      description:
        'the current window as the edges reported it, before the cap (why a figure counted is lower, or 0); null: none available',
    }),
    verdict: Type.Object({
      state: schemaRef(VERDICT_STATE),
      text: Type.String({ description: 'where the halt rule stands, with the figures, in one sentence' }),
    }),
    halt: nullable(
      Type.Object({
        at: ISO_TIME,
        actor: Type.String({ description: '`edge`, or the token name of whoever halted it' }),
        rule: nullable(HALT_RULE_NAME),
        figures: nullable(schemaRef(CANARY_FIGURES)),
      }),
    ),
    vitals: Type.Union(
      [Type.Object({ canary: schemaRef(VITALS_SCHEMA), stable: schemaRef(VITALS_SCHEMA) }), Type.Null()],
      {
        description: 'p75 of the real-user reports over the window; null: none available',
      },
    ),
    conversions: Type.Union([Type.Array(schemaRef(GOAL_COMPARISON)), Type.Null()], {
      description:
        'each goal, canary beside stable: the share of visitors served who reached it with a 95 % interval, and the difference; it informs, never halts (null: the edges count none)',
    }),
    history: Type.Union([Type.Array(schemaRef(HISTORY_POINT)), Type.Null()], {
      description: 'since the canary started, from Prometheus (null: no PROMETHEUS_URL, or it did not answer)',
    }),
  },
  { $id: 'CanaryHealth' },
);

/** `GET /api/canaries`: how each canary is doing, canary beside stable, now and since it started. */
export const CANARIES = Type.Object(
  {
    windowSeconds: Type.Integer({
      description: 'the window the edges count every figure over (CANARY_HALT_WINDOW_MS)',
    }),
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
    rule: schemaRef(HALT_RULE),
    canaries: Type.Array(schemaRef(CANARY_HEALTH), { description: 'one per package with a running or halted canary' }),
  },
  { $id: 'CanariesAnswer' },
);
