// What a rollout does next, worked out from what the pointers and the canary analysis say now: the
// release service asks this of every rollout under way at each look, and one replica acts on it.
import type { Rollout, StepFigures } from '../../model/rollouts/rollout-record';

/** A member of the rollout's releases as its package's pointer has it now. */
export interface MemberNow {
  /** The package's canary, if any. */
  canary: { id: string; percent: number; halted: boolean } | null;
  active: string | null;
}

/** What the service sees of a rollout's releases at one look. */
export interface Observation {
  /** Each release of the rollout, in its order. */
  members: readonly MemberNow[];
  /** The canary analysis's figures for the first release (a set's releases share one draw); null: unread. */
  figures: StepFigures | null;
  /** Why the figures could not be read, when they could not. */
  figuresProblem: string | null;
  /** Whether the halt rule finds the canary failing now (the edges halt it at their next report). */
  failing: boolean;
}

export type Move =
  | { kind: 'wait'; why: string }
  | { kind: 'await-approval'; to: number }
  | { kind: 'advance'; to: number }
  | { kind: 'promote'; to: number }
  /** The step's change, once more: a replica took the step in the record and stopped before the pointers. */
  | { kind: 'repeat'; to: number }
  /** Its last step's change is made: every visitor gets its releases (the step itself is recorded already). */
  | { kind: 'promoted' }
  | { kind: 'roll-back'; why: string }
  | { kind: 'end'; state: 'promoted' | 'ended'; why: string };

const seconds = (ms: number) => `${Math.ceil(ms / 1000)} s`;

/**
 * How long a step taken in the record may wait for its pointer change (the replica that took it is
 * making it) before another replica makes the change itself.
 */
const STEP_CHANGE_GRACE_MS = 30_000;

/**
 * The rollout's next move. A halted canary (by the edges, or by a person) rolls back; releases whose
 * pointers someone else changed end it (promoted if they are all live); otherwise a running rollout
 * moves on once its step has lasted its minimum time with enough visitors and the analysis does not
 * find it failing, or waits for approval when the next step asks for one.
 */
export function nextMove(rollout: Rollout, now: Observation, at: number): Move {
  const step = rollout.plan[rollout.step];
  if (!step) return { kind: 'end', state: 'ended', why: `its step ${rollout.step} is not in its plan` };
  const members = rollout.releases.map((release, index) => ({ release, now: now.members[index] }));
  const halted = members.find(({ release, now: member }) => member?.canary?.id === release.id && member.canary.halted);
  if (halted) return { kind: 'roll-back', why: `the canary ${halted.release.name} ${halted.release.id} was halted` };
  const moved = members.find(
    ({ release, now: member }) => member?.canary?.id !== release.id || member.canary.percent !== step.percent,
  );
  const held = at - Date.parse(rollout.stepSince);
  if (moved) {
    const previous = rollout.plan[rollout.step - 1];
    const atPrevious = members.every(
      ({ release, now: member }) =>
        member?.canary?.id === release.id && member.canary.percent === previous?.percent && !member.canary.halted,
    );
    if (previous && atPrevious && rollout.state === 'running') {
      if (held < STEP_CHANGE_GRACE_MS) return { kind: 'wait', why: `step ${rollout.step + 1} is being taken` };
      return { kind: 'repeat', to: rollout.step };
    }
    if (members.every(({ release, now: member }) => member?.active === release.id && !member.canary)) {
      if (rollout.step === rollout.plan.length - 1) return { kind: 'promoted' };
      return { kind: 'end', state: 'promoted', why: 'its releases were made live for every visitor by another change' };
    }
    return {
      kind: 'end',
      state: 'ended',
      why: `${moved.release.name}'s canary is no longer ${moved.release.id} at ${step.percent} %: another change replaced it`,
    };
  }
  if (rollout.state !== 'running') return { kind: 'wait', why: rollout.state };
  if (held < step.minMs) return { kind: 'wait', why: `the step lasts ${seconds(step.minMs - held)} more` };
  if (!now.figures) return { kind: 'wait', why: now.figuresProblem ?? 'the canary analysis could not be read' };
  if (now.failing) return { kind: 'wait', why: 'the canary analysis finds the canary failing' };
  const visitors = now.figures.canary.visitors;
  if (visitors < step.minVisitors) {
    return { kind: 'wait', why: `${visitors} of the ${step.minVisitors} visitors the step needs` };
  }
  const to = rollout.step + 1;
  const next = rollout.plan[to];
  if (!next) return { kind: 'end', state: 'ended', why: 'its plan has no step after this one' };
  if (next.approval) return { kind: 'await-approval', to };
  return next.percent === 100 ? { kind: 'promote', to } : { kind: 'advance', to };
}
