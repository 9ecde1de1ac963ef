import { Loader } from 'shared-config/ui';
import { POLL_MS } from '../../release-api/release-api';
import { useGetRolloutsQuery } from '../../release-api/rollouts';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import { useMayChange } from '../../release-api/use-may-change';
import panel from '../../ui/panel.module.css';
import { RolloutActions } from './rollout-actions';
import { isUnderWay, RolloutTimeline } from './rollout-timeline';

/** Every rollout the service keeps, those under way first, each a timeline with its actions for the token's own packages. */
export function RolloutsView() {
  const rollouts = useGetRolloutsQuery(undefined, { pollingInterval: POLL_MS });
  const mayChange = useMayChange();
  if (rollouts.error) return <ServiceUnreachable error={rollouts.error} onRetry={rollouts.refetch} />;
  if (!rollouts.data) return <Loader description="Reading the rollouts" height="form" />;
  if (rollouts.data.length === 0) {
    return (
      <section className={panel.panel}>
        <p>
          No rollout yet. A team&apos;s pipeline starts one on every push to main (
          <code>activate … --rollout 10,50,100</code>).
        </p>
      </section>
    );
  }
  const ordered = [...rollouts.data].sort((a, b) => Number(isUnderWay(b)) - Number(isUnderWay(a)));
  return (
    <>
      {ordered.map((rollout) => {
        const title = `Rollout of ${rollout.releases.map((release) => release.name).join(' and ')}`;
        const mine = rollout.releases.every((release) => mayChange(release.name));
        return (
          <section key={rollout.id} className={panel.panel} aria-label={`${title}, ${rollout.id}`}>
            <h2 className={panel.heading}>{title}</h2>
            <RolloutTimeline
              rollout={rollout}
              actions={mine && isUnderWay(rollout) ? <RolloutActions rollout={rollout} /> : null}
            />
          </section>
        );
      })}
    </>
  );
}
