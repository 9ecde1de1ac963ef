import { useRequestRolloutMutation, type RolloutRequest } from '../../release-api/rollouts';
import type { Rollout } from '../../release-api/release-types';
import { formatPercent } from '../../ui/format';
import { ReleaseAction } from '../release-actions/release-action';

const named = (rollout: Rollout) => rollout.releases.map((release) => release.name).join(' and ');

/** One confirmed action on a rollout under way, saying first what it does to visitors. */
function RolloutAction({
  rollout,
  request,
  label,
  effect,
  primary,
  stopping,
}: {
  rollout: Rollout;
  request: RolloutRequest;
  label: string;
  effect: string;
  primary?: boolean;
  stopping?: boolean;
}) {
  const [ask] = useRequestRolloutMutation();
  return (
    <ReleaseAction
      label={label}
      accessibleLabel={`${label} the rollout of ${named(rollout)}`}
      title={`${label} the rollout of ${named(rollout)}`}
      primary={primary}
      stopping={stopping}
      effect={<p>{effect}</p>}
      confirmLabel={label}
      perform={() => ask({ id: rollout.id, request }).unwrap()}
      outcome={({ rollout: after }) => <p>The rollout is {after.state.replace('-', ' ')}.</p>}
    />
  );
}

/** What a team whose token covers the rollout's packages may do to it now. */
export function RolloutActions({ rollout }: { rollout: Rollout }) {
  const next = rollout.plan[rollout.step + 1];
  const share = next ? formatPercent(next.percent) : '';
  return (
    <>
      {rollout.state === 'awaiting-approval' && next ? (
        <RolloutAction
          rollout={rollout}
          request="approve"
          label="Approve"
          primary
          effect={
            next.percent === 100
              ? 'The release is promoted to every visitor from their next page, and the rollout ends.'
              : `The canary goes to ${share} of visitors from their next page; the rollout goes on by itself.`
          }
        />
      ) : null}
      {rollout.state === 'paused' ? (
        <RolloutAction
          rollout={rollout}
          request="resume"
          label="Resume"
          effect="The rollout takes its next step once the step it is at has lasted its minimum time again, with enough visitors."
        />
      ) : (
        <RolloutAction
          rollout={rollout}
          request="pause"
          label="Pause"
          effect="The canary stays at its share and no step is taken until you resume it; if the edges halt it, it is still rolled back."
        />
      )}
      <RolloutAction
        rollout={rollout}
        request="abort"
        label="Abort"
        stopping
        effect="The canary ends: every visitor gets the stable release from their next page, and the rollout stops."
      />
    </>
  );
}
