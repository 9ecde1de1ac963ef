// A rollout's plan as `activate ... --rollout <steps> [--approve <shares>]` gives it: the shares of
// visitors the canary goes through, each held for a minimum time and until the canary analysis has
// counted a minimum of visitors, the last one 100 (every visitor: the release is promoted).
import { ReleaseError } from '../../model/release-error';

export interface RolloutStep {
  /** The share of visitors, in percent (100: promoted to every visitor). */
  percent: number;
  /** How long the step lasts at least before the next one, in milliseconds. */
  minMs: number;
  /** Visitors the canary analysis must have counted on the canary (after its per-network cap). */
  minVisitors: number;
  /** Whether the step starts only once a person approves it (the console, or `rollout approve`). */
  approval: boolean;
}

/** What a step takes when the plan does not say: the release service's settings. */
export interface StepDefaults {
  minMs: number;
  minVisitors: number;
}

const SHARE = /^(\d{1,3})(\.\d{1,2})?$/;
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

function share(text: string, flag: string): number {
  const percent = Number(text);
  if (!SHARE.test(text) || !(percent > 0 && percent <= 100)) {
    throw new ReleaseError(`${flag} takes shares of visitors above 0 and at most 100, not '${text}'`);
  }
  return percent;
}

/** `30s`, `10m`, `1h`, `500ms`. */
export function durationMs(text: string): number {
  const match = DURATION.exec(text);
  if (!match)
    throw new ReleaseError(`a step's time is a number and a unit (ms, s, m or h), such as 10m, not '${text}'`);
  return Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
}

/**
 * `10,50,100`, each step optionally with its own minimum time and visitors (`10:30m:200,50:1h,100`),
 * and the shares whose step waits for approval (`--approve 100`). The shares rise and end at 100; the
 * first step starts with the command, so it needs no approval.
 */
export function parseRolloutPlan(steps: string, approve: string | undefined, defaults: StepDefaults): RolloutStep[] {
  const plan = steps.split(',').map((part): RolloutStep => {
    const [percent = '', time, visitors, ...rest] = part.trim().split(':');
    if (rest.length > 0) throw new ReleaseError(`'${part}' is not <share>[:<time>[:<visitors>]]`);
    const minVisitors = visitors === undefined ? defaults.minVisitors : Number(visitors);
    if (!Number.isInteger(minVisitors) || minVisitors < 0) {
      throw new ReleaseError(`a step's visitors are a whole number, not '${visitors}'`);
    }
    return {
      percent: share(percent, '--rollout'),
      minMs: time === undefined ? defaults.minMs : durationMs(time),
      minVisitors,
      approval: false,
    };
  });
  if (plan.some((step, index) => index > 0 && step.percent <= (plan[index - 1]?.percent ?? 0))) {
    throw new ReleaseError(`--rollout ${steps}: each share must be larger than the one before it`);
  }
  if (plan.at(-1)?.percent !== 100) {
    throw new ReleaseError(`--rollout ${steps}: a rollout ends at 100 (every visitor), as in 10,50,100`);
  }
  if (plan.length < 2) throw new ReleaseError(`--rollout ${steps}: give at least one share below 100 first`);
  for (const text of approve ? approve.split(',') : []) {
    const percent = share(text.trim(), '--approve');
    const index = plan.findIndex((step) => step.percent === percent);
    if (index < 0) throw new ReleaseError(`--approve ${percent}: the rollout has no step of ${percent} %`);
    if (index === 0) throw new ReleaseError(`--approve ${percent}: the first step starts with the command itself`);
    plan[index] = { ...plan[index]!, approval: true };
  }
  return plan;
}

const inWords = (ms: number) =>
  ms % 3_600_000 === 0
    ? `${ms / 3_600_000} h`
    : ms % 60_000 === 0
      ? `${ms / 60_000} min`
      : ms % 1000 === 0
        ? `${ms / 1000} s`
        : `${ms} ms`;

/** `10 % (10 min, 50 visitors) → 50 % (…) → approval → 100 %`. */
export function describePlan(plan: readonly RolloutStep[]): string {
  return plan
    .map((step, index) => {
      const held = index === plan.length - 1 ? '' : ` (${inWords(step.minMs)}, ${step.minVisitors} visitors)`;
      return `${step.approval ? 'approval, then ' : ''}${step.percent} %${held}`;
    })
    .join(' → ');
}
