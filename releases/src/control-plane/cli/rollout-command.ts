// `npm run release -- rollout status|approve|pause|resume|abort <name>`: the rollout of a package, as
// the release service keeps it, and a person's action on the one under way.
import type { PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import { isUnderWay, releasesInWords, type Rollout } from '../../model/rollouts/rollout-record';
import { describePlan } from '../rollouts/rollout-plan';
import { shortTime } from './format';
import type { ApiRequest } from './release-api';

type RolloutView = Rollout & { look: { at: string; waiting: string | null } | null };

export interface RolloutRun {
  name: PackageName;
  request: string | undefined;
  call<T>(request: ApiRequest): Promise<T>;
  out(line: string): void;
}

const STATES: Record<Rollout['state'], string> = {
  running: 'running',
  'awaiting-approval': 'waiting for approval',
  paused: 'paused',
  promoted: 'promoted: every visitor gets it',
  'rolled-back': 'rolled back to stable',
  aborted: 'aborted',
  ended: 'ended',
};

/** The rollout's steps, each with when it was taken and on which figures, and where it stands now. */
function rolloutLines(rollout: RolloutView): string[] {
  const { plan, step, state } = rollout;
  const lines = [
    `Rollout ${rollout.id} of ${releasesInWords(rollout)}: ${STATES[state]}; started by ${rollout.startedBy} at ${shortTime(rollout.startedAt)}`,
    `  plan: ${describePlan(plan)}`,
  ];
  plan.forEach((planned, index) => {
    const taken = rollout.events.findLast(
      (event) => ['start', 'step', 'promote'].includes(event.action) && event.percent === planned.percent,
    );
    let where: string;
    if (taken && (index < step || !isUnderWay(state))) where = `taken ${shortTime(taken.at)} (${taken.actor})`;
    else if (index === step && isUnderWay(state)) {
      const waiting = state === 'running' ? (rollout.look?.waiting ?? 'looking') : STATES[state];
      where = `now, since ${shortTime(rollout.stepSince)}: ${waiting}`;
    } else where = planned.approval ? 'to come, once approved' : 'to come';
    lines.push(`  step ${index + 1}  ${`${planned.percent} %`.padEnd(7)} ${where}`);
  });
  for (const event of rollout.events) {
    lines.push(`  ${shortTime(event.at)}  ${event.actor}  ${event.action}  ${event.detail}`);
  }
  return lines;
}

const DONE: Record<string, string> = {
  approve: 'approved: it takes the step now',
  pause: 'paused: it takes no step until resumed (a halt still rolls it back)',
  resume: "resumed: the step's minimum time starts again",
  abort: 'aborted: the canary ended, every visitor gets the stable release',
};

export async function rolloutCommand({ name, request, call, out }: RolloutRun): Promise<void> {
  const { rollouts } = await call<{ rollouts: RolloutView[] }>({ method: 'GET', url: `/api/rollouts?package=${name}` });
  const current = rollouts.find((rollout) => isUnderWay(rollout.state));
  if (request === 'status' || request === undefined) {
    const shown = current ?? rollouts[0];
    if (!shown) {
      out(`${name} has no rollout: npm run release -- activate ${name} <id> --rollout 10,50,100 starts one`);
      return;
    }
    rolloutLines(shown).forEach(out);
    return;
  }
  if (!['approve', 'pause', 'resume', 'abort'].includes(request)) {
    throw new ReleaseError(`rollout takes status, approve, pause, resume or abort, not '${request}'`);
  }
  if (!current) throw new ReleaseError(`${name} has no rollout under way: nothing was changed`);
  const { rollout } = await call<{ rollout: RolloutView }>({
    method: 'POST',
    url: `/api/rollouts/${current.id}/${request}`,
    body: {},
  });
  out(`Rollout ${rollout.id} of ${releasesInWords(rollout)} ${DONE[request]}; it is ${STATES[rollout.state]}.`);
}
