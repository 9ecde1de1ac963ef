import { Type, type Static } from '@sinclair/typebox';

/** The rules an edge halts a canary by (halt-rule.ts says when each applies). */
const HALT_RULE_NAMES = ['above-stable', 'stable-without-failures', 'stable-without-traffic'] as const;
export type HaltRuleName = (typeof HALT_RULE_NAMES)[number];
export const HALT_RULE_NAME = Type.Union(HALT_RULE_NAMES.map((name) => Type.Literal(name)));

/**
 * One release's figures over the canary analysis's window, counted as the halt rule counts them:
 * after the cap of one network's share. The release log keeps them with an edge's halt, the release
 * service shows them, the edges' metrics chart them.
 */
export const FIGURES = Type.Object({
  visitors: Type.Integer({
    minimum: 0,
    description:
      'distinct visitors served over the window (one who saw it fail counts as served), after the network cap',
  }),
  failingVisitors: Type.Integer({
    minimum: 0,
    description: 'distinct visitors who saw it fail, after the network cap',
  }),
  failingNetworks: Type.Integer({
    minimum: 0,
    description: 'the networks (IPv4 /24, IPv6 /48) those failures came from',
  }),
  failureRatePercent: Type.Number({
    minimum: 0,
    maximum: 100,
    description: 'failing visitors per visitor served, in percent, to one decimal',
  }),
});
export type Figures = Static<typeof FIGURES>;

/** Both sides the halt rule compares: the canary and the stable release of its package. */
export const SIDES_FIGURES = Type.Object({ canary: FIGURES, stable: FIGURES });
export type SidesFigures = Static<typeof SIDES_FIGURES>;

/** The 75th percentile of one release's Core Web Vitals from the real-user reports over a window. */
export const VITALS = Type.Object({
  lcpMs: Type.Union([Type.Number(), Type.Null()], {
    description: 'Largest Contentful Paint, ms (null: none reported)',
  }),
  inpMs: Type.Union([Type.Number(), Type.Null()], {
    description: 'Interaction to Next Paint, ms (null: none reported)',
  }),
  cls: Type.Union([Type.Number(), Type.Null()], { description: 'Cumulative Layout Shift (null: none reported)' }),
  samples: Type.Integer({ minimum: 0, description: 'the page views that reported their measurements' }),
});
export type Vitals = Static<typeof VITALS>;
