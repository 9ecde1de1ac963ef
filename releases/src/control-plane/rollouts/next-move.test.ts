import { nextMove, type MemberNow, type Observation } from './next-move';
import type { Rollout, StepFigures } from '../../model/rollouts/rollout-record';

const STARTED = Date.parse('2026-12-01T10:00:00.000Z');
const rollout = (extra: Partial<Rollout> = {}): Rollout => ({
  id: 'ro_abcdefghijkl',
  releases: [
    { name: 'marketing', id: '20261201T095900000Z-aaaaaaaaaaaaaaaa' },
    { name: 'contact', id: '20261201T095900000Z-bbbbbbbbbbbbbbbb' },
  ],
  plan: [
    { percent: 10, minMs: 60_000, minVisitors: 20, approval: false },
    { percent: 50, minMs: 60_000, minVisitors: 20, approval: true },
    { percent: 100, minMs: 60_000, minVisitors: 20, approval: false },
  ],
  step: 0,
  state: 'running',
  stepSince: new Date(STARTED).toISOString(),
  startedAt: new Date(STARTED).toISOString(),
  startedBy: 'marketing',
  overrides: { force: false, allowUncommitted: false },
  version: 1,
  events: [],
  ...extra,
});
const figures = (visitors: number): StepFigures => ({
  canary: { visitors, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
  stable: { visitors: visitors * 9, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
});
const canaryAt = (id: string, percent: number, halted = false): MemberNow => ({
  canary: { id, percent, halted },
  active: '20261130T000000000Z-cccccccccccccccc',
});
const seen = (members: MemberNow[], visitors: number | null, failing = false): Observation => ({
  members,
  figures: visitors === null ? null : figures(visitors),
  figuresProblem: visitors === null ? 'Redis did not answer' : null,
  failing,
});
const both = (percent: number, halted = false) => [
  canaryAt('20261201T095900000Z-aaaaaaaaaaaaaaaa', percent),
  canaryAt('20261201T095900000Z-bbbbbbbbbbbbbbbb', percent, halted),
];

describe("a rollout's next move", () => {
  it('waits out its step, then its visitors, then moves on or waits for the approval its next step asks', () => {
    expect(nextMove(rollout(), seen(both(10), 50), STARTED + 30_000)).toEqual({
      kind: 'wait',
      why: 'the step lasts 30 s more',
    });
    expect(nextMove(rollout(), seen(both(10), 19), STARTED + 61_000)).toEqual({
      kind: 'wait',
      why: '19 of the 20 visitors the step needs',
    });
    expect(nextMove(rollout(), seen(both(10), null), STARTED + 61_000)).toEqual({
      kind: 'wait',
      why: 'Redis did not answer',
    });
    expect(nextMove(rollout(), seen(both(10), 40, true), STARTED + 61_000).kind).toBe('wait');
    expect(nextMove(rollout(), seen(both(10), 20), STARTED + 61_000)).toEqual({ kind: 'await-approval', to: 1 });
    const atHalf = rollout({ step: 1 });
    expect(nextMove(atHalf, seen(both(50), 20), STARTED + 61_000)).toEqual({ kind: 'promote', to: 2 });
    const noApproval = rollout({ plan: rollout().plan.map((step) => ({ ...step, approval: false })) });
    expect(nextMove(noApproval, seen(both(10), 20), STARTED + 61_000)).toEqual({ kind: 'advance', to: 1 });
  });

  it('rolls back when any release of the set was halted, paused or not, and never moves on while paused', () => {
    expect(nextMove(rollout(), seen(both(10, true), 50), STARTED + 61_000)).toEqual({
      kind: 'roll-back',
      why: 'the canary contact 20261201T095900000Z-bbbbbbbbbbbbbbbb was halted',
    });
    expect(nextMove(rollout({ state: 'paused' }), seen(both(10, true), 50), STARTED).kind).toBe('roll-back');
    expect(nextMove(rollout({ state: 'paused' }), seen(both(10), 50), STARTED + 61_000)).toEqual({
      kind: 'wait',
      why: 'paused',
    });
  });

  it('waits while another replica makes the step it took, and makes it itself once that took too long', () => {
    const taken = rollout({ step: 1, state: 'running' });
    expect(nextMove(taken, seen(both(10), 50), STARTED + 1000)).toEqual({ kind: 'wait', why: 'step 2 is being taken' });
    expect(nextMove(taken, seen(both(10), 50), STARTED + 31_000)).toEqual({ kind: 'repeat', to: 1 });
    const live = (id: string): MemberNow => ({ canary: null, active: id });
    const last = rollout({ step: 2 });
    const members = [live('20261201T095900000Z-aaaaaaaaaaaaaaaa'), live('20261201T095900000Z-bbbbbbbbbbbbbbbb')];
    expect(nextMove(last, seen(members, 0), STARTED)).toEqual({ kind: 'promoted' });
  });

  it('ends when another change moved its releases: promoted if they are all live, else replaced', () => {
    const live = (id: string): MemberNow => ({ canary: null, active: id });
    expect(
      nextMove(
        rollout(),
        seen([live('20261201T095900000Z-aaaaaaaaaaaaaaaa'), live('20261201T095900000Z-bbbbbbbbbbbbbbbb')], 0),
        STARTED,
      ),
    ).toMatchObject({ kind: 'end', state: 'promoted' });
    expect(
      nextMove(rollout(), seen([canaryAt('20261201T100500000Z-dddddddddddddddd', 10), both(10)[1]!], 0), STARTED),
    ).toEqual({
      kind: 'end',
      state: 'ended',
      why: "marketing's canary is no longer 20261201T095900000Z-aaaaaaaaaaaaaaaa at 10 %: another change replaced it",
    });
  });
});
