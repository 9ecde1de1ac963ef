import { RolloutsView } from '../features/rollouts/rollouts-view';
import { ViewHeader } from '../ui/view-header';

export function RolloutsPage() {
  return (
    <>
      <ViewHeader
        title="Rollouts"
        lead="Each rollout as the release service moves it on: its steps, the figures each was taken on, what it waits for, and its actions on your own packages."
      />
      <RolloutsView />
    </>
  );
}
