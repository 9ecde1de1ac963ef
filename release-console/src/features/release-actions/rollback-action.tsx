import { useRollBackMutation } from '../../release-api/release-changes';
import type { Target } from '../../release-api/release-changes';
import type { PackageState } from '../../release-api/release-types';
import { ReleaseId } from '../../ui/release-id';
import { EdgeSwitch } from './edge-switch';
import { ReleaseAction } from './release-action';
import { WithSet } from './release-set';

interface RollbackAnswer {
  packages: { step: 'end-canary' | 'clear-halted-canary' | 'previous'; after: { active: string | null } }[];
}

/** What a rollback does now: end a canary, clear a halted one, or bring the previous release back. */
function rollbackEffect({ name, active, canary, previous }: PackageState) {
  if (canary && !canary.halted) {
    return (
      <p>
        The canary <ReleaseId id={canary.id} /> ends: every visitor of {name} gets{' '}
        {active ? <ReleaseId id={active.id} /> : 'the live release'} again from their next page.
      </p>
    );
  }
  if (canary) {
    return (
      <p>
        The halted canary <ReleaseId id={canary.id} /> is cleared. Nothing changes for visitors: they already get{' '}
        {active ? <ReleaseId id={active.id} /> : 'the live release'}.
      </p>
    );
  }
  return (
    <p>
      Every visitor of {name} gets the previous release {previous ? <ReleaseId id={previous.id} /> : null} again from
      their next page; {active ? <ReleaseId id={active.id} /> : 'the live release'} becomes the previous one.
    </p>
  );
}

const DONE = {
  'end-canary': 'The canary ended: every visitor gets the live release',
  'clear-halted-canary': 'The halted canary is cleared; visitors keep',
  previous: 'Rolled back: every visitor gets',
};

/** `rollback <name>`: offered while there is a canary, or a previous release to go back to. */
export function RollbackAction({ state, partners = [] }: { state: PackageState; partners?: readonly Target[] }) {
  const [rollBack] = useRollBackMutation();
  return (
    <ReleaseAction
      label="Roll back"
      accessibleLabel={`Roll back ${state.name}`}
      title={`Roll back ${state.name}`}
      stopping
      effect={
        <>
          {rollbackEffect(state)}
          {partners.length > 0 ? (
            <p>
              The same for its release set
              <WithSet partners={partners} />, in one step.
            </p>
          ) : null}
          <p>Every edge switches within 5 s.</p>
        </>
      }
      confirmLabel="Roll back"
      perform={() => rollBack({ name: state.name, withSet: partners }).unwrap() as Promise<RollbackAnswer>}
      outcome={(answer, at) => {
        const [done] = answer.packages;
        return (
          <>
            <p>
              {done ? DONE[done.step] : 'Rolled back: every visitor gets'}{' '}
              {done?.after.active ? <ReleaseId id={done.after.active} /> : 'the live release'}.
            </p>
            <EdgeSwitch since={at} />
          </>
        );
      }}
    />
  );
}
