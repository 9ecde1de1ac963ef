// Every change a rollout makes, or a person makes to it. The rollout's own record changes by a
// compare-and-swap on its version first (so of two replicas that worked out the same move, one goes
// on), then the pointers change through the control plane's change functions, with the rollout as the
// actor, only from the share the move was worked out from (so a move is made once, whoever retries it).
import { randomBytes } from 'node:crypto';
import type { PackageName } from '../../model/packages/package-names';
import type { Composition } from '../../model/pointers/pointer-set';
import { ReleaseError } from '../../model/release-error';
import {
  isUnderWay,
  releasesInWords,
  targetsOf,
  type Rollout,
  type RolloutAction,
  type RolloutEvent,
  type StepFigures,
} from '../../model/rollouts/rollout-record';
import type { ReleaseStores } from '../../model/storage/open-release-stores';
import { activateReleases, type ActivateOutcome } from '../changes/activate';
import type { ChangeContext, ReleaseTarget } from '../changes/change-context';
import { rollbackReleases } from '../changes/rollback';
import type { Move, Observation } from './next-move';
import { describePlan, type RolloutStep } from './rollout-plan';

/** What a rollout's changes work with. */
export interface RolloutContext {
  stores: Pick<ReleaseStores, 'rollouts' | 'pointers'>;
  /** The change functions' context for `actor` (the service's, as its routes make changes). */
  changesBy(actor: string): ChangeContext;
  /** Told of every event a rollout takes (the team's webhooks); never waited for. */
  notify?(rollout: Rollout, event: RolloutEvent): void;
}

/** Who the log names for a change a rollout makes by itself. */
const rolloutActor = (rollout: Pick<Rollout, 'id'>) => `rollout ${rollout.id}`;

const newRolloutId = () => `ro_${randomBytes(9).toString('base64url')}`;

const side = ({ visitors, failingVisitors, failureRatePercent }: StepFigures['canary']) =>
  `${visitors} visitors, ${failingVisitors} failing (${failureRatePercent.toFixed(1)} %)`;

/** `canary 84 visitors, 0 failing (0.0 %); stable 790 visitors, 1 failing (0.1 %)`. */
const figuresInWords = (figures: StepFigures | null) =>
  figures ? `canary ${side(figures.canary)}; stable ${side(figures.stable)}` : 'no figures';

function event(
  action: RolloutAction,
  actor: string,
  percent: number | null,
  figures: StepFigures | null,
  detail: string,
): RolloutEvent {
  return { at: new Date().toISOString(), actor, action, percent, figures, detail };
}

/** The rollout with `changes` and `events`, written over the version it was read at; null when another writer was first. */
async function transition(
  context: RolloutContext,
  rollout: Rollout,
  changes: Partial<Rollout>,
  events: RolloutEvent[],
): Promise<Rollout | null> {
  const next: Rollout = {
    ...rollout,
    ...changes,
    version: rollout.version + 1,
    events: [...rollout.events, ...events],
  };
  if (!(await context.stores.rollouts.replace(next, rollout.version))) return null;
  for (const taken of events) context.notify?.(next, taken);
  return next;
}

/** Whether every release of the rollout is the running canary of its package at the share of `step`. */
const atShare = (rollout: Rollout, percent: number) => (composition: Composition) =>
  rollout.releases.every(({ name, id }) => {
    const pointer = composition.pointers[name];
    return pointer.canary?.id === id && pointer.canary.percent === percent && !pointer.halted.includes(id);
  });

/** Whether any release of the rollout is still its package's canary (running or halted). */
const stillCanary = (rollout: Rollout) => (composition: Composition) =>
  rollout.releases.some(({ name, id }) => composition.pointers[name].canary?.id === id);

/**
 * Starts a rollout: the first step's canary, through `activate`, then the rollout's record. Refused as
 * `activate` refuses (the checks, a build from uncommitted changes), and then nothing is kept.
 */
export async function startRollout(
  context: RolloutContext,
  actor: string,
  targets: readonly ReleaseTarget[],
  plan: RolloutStep[],
  {
    force = false,
    allowUncommitted = false,
    forceWithin,
  }: { force?: boolean; allowUncommitted?: boolean; forceWithin?: readonly PackageName[] } = {},
): Promise<{ rollout: Rollout; outcome: ActivateOutcome }> {
  const id = newRolloutId();
  const first = plan[0];
  if (!first) throw new ReleaseError('a rollout needs at least one step');
  const outcome = await activateReleases(context.changesBy(actor), targets, {
    canaryPercent: first.percent,
    force,
    forceWithin,
    uncommitted: allowUncommitted ? 'allowed' : 'refuse',
    reason: `rollout ${id}: ${describePlan(plan)}`,
  });
  const now = new Date().toISOString();
  const rollout: Rollout = {
    id,
    releases: targets.map(({ name, id: release }) => ({ name, id: release })),
    plan,
    step: 0,
    state: 'running',
    stepSince: now,
    startedAt: now,
    startedBy: actor,
    overrides: { force, allowUncommitted, ...(forceWithin ? { forceWithin: [...forceWithin] } : {}) },
    version: 1,
    events: [event('start', actor, first.percent, null, `started: ${describePlan(plan)}`)],
  };
  await context.stores.rollouts.replace(rollout, null);
  context.notify?.(rollout, rollout.events[0] as RolloutEvent);
  return { rollout, outcome };
}

/** The canary at the share of step `to` (or promoted, at the last), from the share the rollout is at. */
async function takeStep(
  context: RolloutContext,
  rollout: Rollout,
  to: number,
  figures: StepFigures | null,
  approvedBy: string | null,
): Promise<Rollout | null> {
  const step = rollout.plan[to];
  if (!step) throw new ReleaseError(`rollout ${rollout.id} has no step ${to + 1}`);
  const last = to === rollout.plan.length - 1;
  const words = `step ${to + 1} of ${rollout.plan.length}, ${step.percent} % of visitors`;
  const events = [
    ...(approvedBy
      ? [event('approve', approvedBy, rollout.plan[rollout.step]?.percent ?? null, figures, `approved ${words}`)]
      : []),
    event(
      last ? 'promote' : 'step',
      rolloutActor(rollout),
      step.percent,
      figures,
      `${words}, on ${figuresInWords(figures)}`,
    ),
  ];
  const from = rollout.plan[rollout.step]?.percent ?? 0;
  // The step in the record first: of two replicas, the one whose record is written takes it.
  const moved = await transition(
    context,
    rollout,
    { step: to, stepSince: new Date().toISOString(), state: 'running' },
    events,
  );
  if (!moved) return null;
  return changeTo(context, moved, to, `${words}, on ${figuresInWords(figures)}`, from);
}

/** The pointers at the share of step `to`, made only from the share `from` (whoever made it first). */
async function changeTo(
  context: RolloutContext,
  rollout: Rollout,
  to: number,
  why: string,
  from: number,
): Promise<Rollout> {
  const last = to === rollout.plan.length - 1;
  try {
    await activateReleases(context.changesBy(rolloutActor(rollout)), targetsOf(rollout), {
      canaryPercent: last ? null : (rollout.plan[to]?.percent ?? null),
      force: rollout.overrides.force,
      forceWithin: rollout.overrides.forceWithin,
      uncommitted: rollout.overrides.allowUncommitted ? 'allowed' : 'refuse',
      reason: `rollout ${rollout.id}, ${why}`,
      onlyIf: atShare(rollout, from),
    });
  } catch (error) {
    const refused = event(
      'end',
      rolloutActor(rollout),
      from,
      null,
      `the step was refused: ${(error as Error).message}`,
    );
    await transition(context, rollout, { state: 'ended', step: to - 1 }, [refused]);
    throw error;
  }
  // Promoted once every visitor gets it; a replica that saw it live first may have said so already.
  if (!last) return rollout;
  return (await transition(context, rollout, { state: 'promoted' }, [])) ?? rollout;
}

/** The halt the log holds for the first halted release of the rollout: its words, rule and figures. */
async function haltOf(context: RolloutContext, rollout: Rollout) {
  const log = await context.stores.pointers.log();
  const released = new Set(rollout.releases.map(({ name, id }) => `${name} ${id}`));
  const halt = log.findLast((entry) => entry.action === 'halt' && released.has(`${entry.package} ${entry.id}`));
  return {
    by: halt?.actor ?? 'unknown',
    detail: halt?.detail ?? 'halted',
    figures: (halt?.figures ?? null) as StepFigures | null,
  };
}

/** Acts on a move `nextMove` worked out; the rollout as written, or null when nothing was (or another replica was first). */
export async function applyMove(
  context: RolloutContext,
  rollout: Rollout,
  move: Move,
  seen: Observation,
): Promise<Rollout | null> {
  const actor = rolloutActor(rollout);
  const percent = rollout.plan[rollout.step]?.percent ?? null;
  switch (move.kind) {
    case 'wait':
      return null;
    case 'advance':
    case 'promote':
      return takeStep(context, rollout, move.to, seen.figures, null);
    case 'promoted':
      return transition(context, rollout, { state: 'promoted' }, []);
    case 'repeat': {
      const from = rollout.plan[move.to - 1]?.percent ?? 0;
      return changeTo(context, rollout, move.to, `step ${move.to + 1} of ${rollout.plan.length}, made again`, from);
    }
    case 'await-approval': {
      const next = rollout.plan[move.to];
      const detail = `step ${move.to + 1} of ${rollout.plan.length}, ${next?.percent} % of visitors, waits for approval, on ${figuresInWords(seen.figures)}`;
      return transition(context, rollout, { state: 'awaiting-approval' }, [
        event('approval-needed', actor, percent, seen.figures, detail),
      ]);
    }
    case 'roll-back': {
      // The record first, by the one replica whose compare-and-swap wins (another's look that saw the
      // canary gone first would end the rollout as replaced); then the pointers, changed once. The
      // halted canary already serves every visitor the stable release meanwhile.
      const halt = await haltOf(context, rollout);
      const why = `${move.why} by ${halt.by}: ${halt.detail}`;
      const done = await transition(context, rollout, { state: 'rolled-back' }, [
        event('rollback', actor, null, halt.figures, `rolled back to stable: ${why}`),
      ]);
      if (done) {
        await rollbackReleases(context.changesBy(actor), rolloutPackages(rollout), {
          reason: `rollout ${rollout.id}: ${why}`,
          onlyIf: stillCanary(rollout),
        });
      }
      return done;
    }
    case 'end':
      return transition(context, rollout, { state: move.state }, [
        event('end', actor, percent, seen.figures, move.why),
      ]);
  }
}

// How often a person's action is tried on the rollout as it then is, when its record moved meanwhile.
const REQUEST_ATTEMPTS = 5;

/** A person's action on a rollout of packages their token covers. */
export type RolloutRequest = 'approve' | 'pause' | 'resume' | 'abort';

async function underWay(context: RolloutContext, id: string): Promise<Rollout> {
  const rollout = await context.stores.rollouts.get(id);
  if (!rollout) throw new ReleaseError(`there is no rollout ${id} in ${context.stores.rollouts.location}`);
  if (!isUnderWay(rollout.state)) {
    throw new ReleaseError(
      `the rollout ${id} of ${releasesInWords(rollout)} is over (${rollout.state}): nothing was changed`,
    );
  }
  return rollout;
}

/** The packages a rollout changes: a token must cover every one of them to act on it. */
export const rolloutPackages = (rollout: Pick<Rollout, 'releases'>): PackageName[] =>
  rollout.releases.map(({ name }) => name);

/**
 * Approves the step a rollout waits for (it is taken at once), pauses it (no step is taken until it
 * is resumed; a halt still rolls it back), resumes it (the step's minimum time starts again), or
 * aborts it (its canary ends: every visitor gets the stable release).
 */
export async function requestRollout(
  context: RolloutContext,
  id: string,
  request: RolloutRequest,
  actor: string,
  seen: Pick<Observation, 'figures'> = { figures: null },
): Promise<Rollout> {
  for (let attempt = 1; ; attempt += 1) {
    const rollout = await underWay(context, id);
    const percent = rollout.plan[rollout.step]?.percent ?? null;
    let done: Rollout | null;
    if (request === 'approve') {
      if (rollout.state !== 'awaiting-approval') {
        throw new ReleaseError(`the rollout ${id} waits for no approval (it is ${rollout.state}): nothing was changed`);
      }
      done = await takeStep(context, rollout, rollout.step + 1, seen.figures, actor);
    } else if (request === 'pause') {
      if (rollout.state === 'paused') return rollout;
      done = await transition(context, rollout, { state: 'paused' }, [event('pause', actor, percent, null, 'paused')]);
    } else if (request === 'resume') {
      if (rollout.state !== 'paused') return rollout;
      done = await transition(context, rollout, { state: 'running', stepSince: new Date().toISOString() }, [
        event('resume', actor, percent, null, "resumed: the step's minimum time starts again"),
      ]);
    } else {
      // The record first: a replica's look that saw the canary gone before the rollout said aborted
      // would end it as replaced by another change. Then the pointers, once, whoever retries.
      done = await transition(context, rollout, { state: 'aborted' }, [
        event('abort', actor, null, null, 'aborted: the canary ended, every visitor gets the stable release'),
      ]);
      if (done) {
        await rollbackReleases(context.changesBy(actor), rolloutPackages(rollout), {
          reason: `rollout ${id} aborted`,
          onlyIf: stillCanary(rollout),
        });
      }
    }
    if (done) return done;
    // The rollout moved meanwhile (its own step, another replica's look): act on it as it is now.
    if (attempt >= REQUEST_ATTEMPTS) {
      throw new ReleaseError(
        `the rollout ${id} changed ${REQUEST_ATTEMPTS} times meanwhile: nothing was changed, try again`,
      );
    }
  }
}
