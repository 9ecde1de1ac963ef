import type { ReactNode } from 'react';
import type { Rollout } from '../../release-api/release-types';
import { Badge, type BadgeTone } from '../../ui/badge';
import { formatDateTime, formatPercent } from '../../ui/format';
import { ReleaseId } from '../../ui/release-id';
import styles from './rollout-timeline.module.css';

type RolloutState = Rollout['state'];

const STATES: Record<RolloutState, { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'accent' },
  'awaiting-approval': { label: 'Waiting for approval', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  promoted: { label: 'Promoted', tone: 'success' },
  'rolled-back': { label: 'Rolled back', tone: 'danger' },
  aborted: { label: 'Aborted', tone: 'danger' },
  ended: { label: 'Ended', tone: 'neutral' },
};

const UNDER_WAY: RolloutState[] = ['running', 'awaiting-approval', 'paused'];
export const isUnderWay = (rollout: Pick<Rollout, 'state'>) => UNDER_WAY.includes(rollout.state);

const duration = (ms: number) =>
  ms >= 3_600_000 && ms % 3_600_000 === 0
    ? `${ms / 3_600_000} h`
    : ms >= 60_000 && ms % 60_000 === 0
      ? `${ms / 60_000} min`
      : `${Math.round(ms / 100) / 10} s`;

const figuresLine = (figures: NonNullable<Rollout['events'][number]['figures']>) =>
  `canary ${figures.canary.visitors} visitors, ${figures.canary.failingVisitors} failing; stable ${figures.stable.visitors} visitors, ${figures.stable.failingVisitors} failing`;

type StepPhase = 'done' | 'current' | 'stopped' | 'to-come';

/** Where one step of the plan stands, and the line under it. */
function stepOf(rollout: Rollout, index: number): { phase: StepPhase; line: ReactNode } {
  const planned = rollout.plan[index];
  const taken = rollout.events.findLast(
    (event) => ['start', 'step', 'promote'].includes(event.action) && event.percent === planned?.percent,
  );
  const under = isUnderWay(rollout);
  if (taken && (index < rollout.step || rollout.state === 'promoted')) {
    return {
      phase: 'done',
      line: (
        <>
          Taken {formatDateTime(taken.at)} by {taken.actor}
          {taken.figures ? `, on ${figuresLine(taken.figures)}` : ''}
        </>
      ),
    };
  }
  if (index === rollout.step) {
    if (!under) return { phase: 'stopped', line: `Stopped here: ${STATES[rollout.state].label.toLowerCase()}` };
    const why =
      rollout.state === 'awaiting-approval'
        ? 'its next step waits for approval'
        : rollout.state === 'paused'
          ? 'paused: no step is taken until it is resumed'
          : (rollout.look?.waiting ?? 'the service looks at it every few seconds');
    return {
      phase: 'current',
      line: (
        <>
          Now, since {formatDateTime(rollout.stepSince)}: {why}
        </>
      ),
    };
  }
  return { phase: 'to-come', line: planned?.approval ? 'To come, once a person approves it' : 'To come' };
}

/** A rollout as a timeline of its steps with the figures each was taken on, what happened, and its actions. */
export function RolloutTimeline({ rollout, actions }: { rollout: Rollout; actions: ReactNode }) {
  const state = STATES[rollout.state];
  const last = rollout.plan.length - 1;
  return (
    <div className={styles.rollout}>
      <div className={styles.top}>
        <p className={styles.meta}>
          {rollout.releases.map((release, index) => (
            <span key={release.name}>
              {index > 0 ? ', ' : ''}
              {release.name} <ReleaseId id={release.id} />
            </span>
          ))}
          {' · '}started by {rollout.startedBy}, {formatDateTime(rollout.startedAt)}
        </p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <ol className={styles.steps} aria-label="Steps">
        {rollout.plan.map((planned, index) => {
          const { phase, line } = stepOf(rollout, index);
          const held =
            index === last
              ? 'every visitor'
              : `at least ${duration(planned.minMs)} and ${planned.minVisitors} visitors`;
          return (
            <li key={planned.percent} className={`${styles.step} ${phase === 'to-come' ? '' : styles[phase]}`}>
              <span className={styles.dot} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <p className={styles.stepTitle}>
                  {formatPercent(planned.percent)} of visitors{' '}
                  <span className={styles.muted}>
                    ({held}
                    {planned.approval ? ', after approval' : ''})
                  </span>
                  <span className="visually-hidden">: {phase === 'to-come' ? 'to come' : phase}</span>
                </p>
                <p className={styles.stepLine}>{line}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <details>
        <summary>What happened ({rollout.events.length})</summary>
        <ol className={styles.events}>
          {rollout.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              {formatDateTime(event.at)} · {event.actor} · {event.action}: {event.detail}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
