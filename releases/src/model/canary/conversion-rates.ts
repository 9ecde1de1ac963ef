// Whether a canary converts better than its stable release: for each goal, the share of distinct
// visitors served each release who reached it, with a 95 % interval (Wilson's score interval), and the
// difference canary − stable with its own (Newcombe's hybrid score interval, method 10), which is
// what says whether the sample tells them apart. It informs; nothing halts or promotes on it.
import { CONVERSION_GOALS, type ConversionGoal } from 'shared-config/conversion-reports';

const GOAL_NAMES: Record<ConversionGoal, string> = {
  'contact-reached': 'reached /contact',
  'contact-sent': 'sent the contact form',
  'job-opened': 'opened a job',
  'application-submitted': 'submitted an application',
};

/** Below this many visitors on either side, no difference is read into the rates. */
const MIN_VISITORS_PER_SIDE = 30;

const Z_95 = 1.959964;

interface Rate {
  visitors: number;
  converted: number;
  /** converted / visitors, in percent; null without visitors. */
  percent: number | null;
  /** The 95 % interval, in percent. */
  low: number | null;
  high: number | null;
}

type Reading = 'too-few-visitors' | 'no-clear-difference' | 'canary-higher' | 'canary-lower';

export interface GoalComparison {
  goal: ConversionGoal;
  canary: Rate;
  stable: Rate;
  /** canary − stable in percentage points, with its 95 % interval; null while a side has no visitors. */
  difference: { points: number; low: number; high: number } | null;
  reading: Reading;
  text: string;
}

/** Wilson's score interval of `converted` in `visitors`, as proportions. */
function wilson(converted: number, visitors: number): { p: number; low: number; high: number } {
  const p = converted / visitors;
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * visitors)) / (1 + z2 / visitors);
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / visitors + z2 / (4 * visitors * visitors))) / (1 + z2 / visitors);
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const round = (proportion: number) => Math.round(proportion * 1000) / 10;

function rateOf(converted: number, visitors: number): Rate {
  // A visitor who converted was served the release, whatever a count that left the window says.
  const served = Math.max(visitors, converted);
  if (served === 0) return { visitors: 0, converted: 0, percent: null, low: null, high: null };
  const { p, low, high } = wilson(converted, served);
  return { visitors: served, converted, percent: round(p), low: round(low), high: round(high) };
}

const points = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;

/** One goal, canary beside stable. */
export function compareGoal(
  goal: ConversionGoal,
  canary: { visitors: number; converted: number },
  stable: { visitors: number; converted: number },
): GoalComparison {
  const ofCanary = rateOf(canary.converted, canary.visitors);
  const ofStable = rateOf(stable.converted, stable.visitors);
  const name = GOAL_NAMES[goal];
  if (ofCanary.visitors === 0 || ofStable.visitors === 0) {
    return {
      goal,
      canary: ofCanary,
      stable: ofStable,
      difference: null,
      reading: 'too-few-visitors',
      text: `Too few visitors to tell: ${ofCanary.visitors} on the canary, ${ofStable.visitors} on stable.`,
    };
  }
  const c = wilson(ofCanary.converted, ofCanary.visitors);
  const s = wilson(ofStable.converted, ofStable.visitors);
  const d = c.p - s.p;
  const low = d - Math.sqrt((c.p - c.low) ** 2 + (s.high - s.p) ** 2);
  const high = d + Math.sqrt((c.high - c.p) ** 2 + (s.p - s.low) ** 2);
  const difference = { points: round(d), low: round(low), high: round(high) };
  const interval = `${points(difference.points)} points (95 %: ${points(difference.low)} to ${points(difference.high)})`;
  let reading: Reading;
  let text: string;
  if (Math.min(ofCanary.visitors, ofStable.visitors) < MIN_VISITORS_PER_SIDE) {
    reading = 'too-few-visitors';
    text = `Too few visitors to tell (${MIN_VISITORS_PER_SIDE} a side at least): canary − stable ${interval}.`;
  } else if (low > 0) {
    reading = 'canary-higher';
    text = `More of the canary's visitors ${name}: ${interval}.`;
  } else if (high < 0) {
    reading = 'canary-lower';
    text = `Fewer of the canary's visitors ${name}: ${interval}.`;
  } else {
    reading = 'no-clear-difference';
    text = `No clear difference yet: ${interval}, an interval that includes 0.`;
  }
  return { goal, canary: ofCanary, stable: ofStable, difference, reading, text };
}

/**
 * Every goal, canary beside stable, from each side's distinct visitors served and won over the window
 * (`served` as the window counts it, before the halt rule's cap of a network's share).
 */
export const compareGoals = (
  canary: { served: number; goals: Partial<Record<ConversionGoal, number>> },
  stable: { served: number; goals: Partial<Record<ConversionGoal, number>> },
): GoalComparison[] =>
  CONVERSION_GOALS.map((goal) =>
    compareGoal(
      goal,
      { visitors: canary.served, converted: canary.goals[goal] ?? 0 },
      { visitors: stable.served, converted: stable.goals[goal] ?? 0 },
    ),
  );
